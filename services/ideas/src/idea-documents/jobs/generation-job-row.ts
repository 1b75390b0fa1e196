import type { GenerationJob, GenerationJobPart, GenerationJobState, GenerationProvider, IdeaDocumentKind } from '@founder/contracts';

/** A row of ideas.generation_jobs as SQL answers it. */
export interface GenerationJobRow {
  id: number;
  idea_id: number;
  kind: string;
  parts_requested: string[];
  input: unknown;
  author_user_id: number | null;
  provider: GenerationProvider | null;
  state: GenerationJobState;
  parts: GenerationJobPart[];
  error: string | null;
  attempts: number;
  /** Who writes it now: set anew when a job is claimed; a runner that lost it writes nothing more. */
  runner: string;
  started_at: Date;
  finished_at: Date | null;
}

export function jobOf(row: GenerationJobRow): GenerationJob {
  return {
    id: row.id,
    ideaId: row.idea_id,
    kind: row.kind as IdeaDocumentKind,
    state: row.state,
    provider: row.provider,
    partsRequested: row.parts_requested,
    parts: row.parts,
    error: row.error,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** A finished job's parts as a document: keyed by id, in the requested order. */
export function contentOf(job: Pick<GenerationJob, 'partsRequested' | 'parts'>): Record<string, unknown> {
  const written = new Map(job.parts.map((part) => [part.id, part.content]));
  return Object.fromEntries(job.partsRequested.filter((id) => written.has(id)).map((id) => [id, written.get(id)]));
}
