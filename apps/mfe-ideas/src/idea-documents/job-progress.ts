import type { GenerationJob, GenerationJobPart, GenerationJobPartEvent, GenerationJobState } from '@founder/contracts';
import type { GeneratingView } from '../generation/generating-timeline';

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

/** Real progress: parts written out of parts requested (those that exist), and its whole percent. */
export function jobProgress(job: FollowedJob): { done: number; requested: number; percent: number } {
  const requested = job.partsRequested.length;
  const written = new Set(job.parts.map((part) => part.id));
  const done = job.partsRequested.filter((id) => written.has(id)).length;
  return { done, requested, percent: requested === 0 ? 0 : Math.round((done / requested) * 100) };
}

/**
 * The spec's steps while a job writes the document (a model answering 202): a step counts as done
 * only once the job has written as large a share of its parts, so the screen never claims more than
 * exists, and the job's own screen that follows it ('4 of 12 written') never shows less. Without a
 * job (the built-in writer answered with the whole document) the steps are the timeline's.
 */
export function stepsWithinJob(view: GeneratingView, stepCount: number, job: FollowedJob | null): GeneratingView {
  if (!job || stepCount === 0) return view;
  const { done, requested } = jobProgress(job);
  const written = requested === 0 ? stepCount : Math.floor((done / requested) * stepCount);
  if (view.current <= written) return view;
  return { ...view, current: written, percent: Math.round((written / stepCount) * 100) };
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
