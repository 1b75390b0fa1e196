import type { GenerationJob, GenerationJobPart, GenerationJobPartEvent, GenerationJobState } from '@founder/contracts';

/** A generation job as the page follows it: its parts arrive one event at a time. */
export interface FollowedJob {
  id: number;
  state: GenerationJobState;
  partsRequested: readonly string[];
  parts: readonly GenerationJobPart[];
}

export function followedJob(job: GenerationJob): FollowedJob {
  return { id: job.id, state: job.state, partsRequested: job.partsRequested, parts: job.parts };
}

/** The job with one more finished part (an event seen twice, after a reconnection, changes nothing). */
export function withJobPart(job: FollowedJob, event: GenerationJobPartEvent): FollowedJob {
  if (job.parts.some((part) => part.id === event.id)) return job;
  const { id, content, provider } = event;
  return { ...job, parts: [...job.parts, { id, content, provider }] };
}

/** Real progress: parts written out of parts requested, and its whole percent. */
export function jobProgress(job: FollowedJob): { done: number; requested: number; percent: number } {
  const requested = job.partsRequested.length;
  const done = job.parts.length;
  return { done, requested, percent: requested === 0 ? 0 : Math.round((done / requested) * 100) };
}

/** The finished parts keyed by id, in the document's order: the document once the job is done. */
export function jobContent(job: FollowedJob): Record<string, unknown> {
  const written = new Map(job.parts.map((part) => [part.id, part.content]));
  return Object.fromEntries(job.partsRequested.filter((id) => written.has(id)).map((id) => [id, written.get(id)]));
}

/** The text a part shows while the job runs: a section's text, a slide's content. */
export function partText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (typeof part === 'object' && part !== null && 'content' in part && typeof part.content === 'string') return part.content;
  return '';
}
