import type { IdeaDocumentKind } from './idea-document-types';
import { IDEA_DOCUMENTS } from './idea-tools-api';
import type { GenerationProvider } from './startup-idea';
import { withPageQuery, type CursorPage, type CursorPageQuery } from './cursor-page';

/** A stored generation (issue 17): running until every requested part is written, then done, failed or cancelled. */
export type GenerationJobState = 'running' | 'done' | 'failed' | 'cancelled';

/** One finished part of a job, as written, and who wrote it ('builtin-fallback': the LLM's answer failed its schema or changed the founder's facts). */
export interface GenerationJobPart {
  id: string;
  content: unknown;
  provider: GenerationProvider;
  /** Why the built-in composer wrote it instead of the LLM, when the founder should know: 'the AI changed the price (KES 18,000 -> $450)'. */
  fallbackReason?: string;
}

export interface GenerationJob {
  id: number;
  ideaId: number;
  kind: IdeaDocumentKind;
  state: GenerationJobState;
  /** Of the whole job once done: 'llm' when every part is the model's, 'builtin-fallback' when any part fell back. */
  provider: GenerationProvider | null;
  partsRequested: string[];
  /** Finished parts in the order they were written. */
  parts: GenerationJobPart[];
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** GET /api/startup-ideas/{id}/{kind}/job: the latest generation of that document, running or not. */
export interface LatestGenerationJob {
  job: GenerationJob | null;
}

/**
 * Server-Sent Events of GET .../jobs/{jobId}/events: `part` (event id = its position, 1-based, so
 * Last-Event-ID resumes after it) for each finished part, then one `end` with the final job.
 */
export const GENERATION_JOB_EVENTS = { part: 'part', end: 'end' } as const;

/** Data of a `part` event: the part and the job's progress after it. */
export interface GenerationJobPartEvent extends GenerationJobPart {
  done: number;
  requested: number;
}

/** The header a caller of POST .../{kind} sends to get 202 with the job instead of waiting for the document. */
export const RESPOND_ASYNC = { header: 'prefer', value: 'respond-async' } as const;

/** What wrote one version of a part. */
export type DocumentVersionSource = GenerationProvider | 'edited' | 'restored';

/** One stored content of a part; the newest is the current content. */
export interface DocumentVersion {
  id: number;
  partId: string;
  content: unknown;
  source: DocumentVersionSource;
  /** With source 'builtin-fallback': why the built-in composer wrote it, when the founder should know ('the AI changed the price (KES 18,000 -> $450)'); else null. */
  fallbackReason: string | null;
  /** The signed-in author, or null: the founder's browser (or a migration of older content). */
  authorUserId: number | null;
  /** The author's name as auth knows it now (issue 32: who made each version); null for a browser, or when auth does not answer. */
  authorName: string | null;
  createdAt: string;
}

/** GET .../versions: one page (CursorPage), newest first; `total` counts every kept version (at most DOCUMENT_VERSION_LIMITS.kept). */
export interface DocumentVersionList extends CursorPage<DocumentVersion> {
  total: number;
}

/** Versions kept per part of a document, and the page sizes of the list. */
export const DOCUMENT_VERSION_LIMITS = { kept: 50, defaultPageSize: 20, maxPageSize: 50 } as const;

const ideaTool = (id: number, rest: string) => `/api/startup-ideas/${id}/${rest}`;
const partPath = (id: number, kind: IdeaDocumentKind, partId: string) => ideaTool(id, `${kind}/${IDEA_DOCUMENTS[kind].parts}/${partId}`);

export const GENERATION_JOB_PATHS = {
  /** GET: LatestGenerationJob of a kind. */
  latest: (id: number, kind: IdeaDocumentKind) => ideaTool(id, `${kind}/job`),
  /** GET: the GenerationJob. */
  job: (id: number, jobId: number) => ideaTool(id, `jobs/${jobId}`),
  /** GET: text/event-stream of its parts. */
  events: (id: number, jobId: number) => ideaTool(id, `jobs/${jobId}/events`),
  /** POST: stops it (answers the cancelled job; 409 once finished). */
  cancel: (id: number, jobId: number) => ideaTool(id, `jobs/${jobId}/cancel`),
  /** GET: DocumentVersionList of one part (`limit` capped at DOCUMENT_VERSION_LIMITS.maxPageSize; `cursor` the page before's nextCursor). */
  versions: (id: number, kind: IdeaDocumentKind, partId: string, page: CursorPageQuery = {}) => withPageQuery(`${partPath(id, kind, partId)}/versions`, { ...page }),
  /** POST: the version's content becomes the part's (a new version, 'restored'); answers the part like a save. */
  restore: (id: number, kind: IdeaDocumentKind, partId: string, versionId: number) => `${partPath(id, kind, partId)}/versions/${versionId}/restore`,
} as const;
