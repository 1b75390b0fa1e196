import { ApiError } from '@founder/api-client';
import { STALE_EDIT_MESSAGE, type StaleEditConflict } from '@founder/contracts';

/** The newer part a stale save was answered with (409 STALE_EDIT_MESSAGE), or null for any other failure. */
export function staleEditOf(error: unknown): StaleEditConflict['current'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.bodyText) as Partial<StaleEditConflict>;
    if (body.message !== STALE_EDIT_MESSAGE || typeof body.current !== 'object' || body.current === null) return null;
    return { versionId: typeof body.current.versionId === 'number' ? body.current.versionId : null, content: body.current.content };
  } catch {
    return null;
  }
}

/** A part's content as text to compare: a slide's content and notes, a section's text, anything else as JSON. */
export function comparableText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (typeof part === 'object' && part !== null && 'content' in part && typeof part.content === 'string') {
    const notes = 'notes' in part && typeof part.notes === 'string' && part.notes ? `\n\nNotes: ${part.notes}` : '';
    return `${part.content}${notes}`;
  }
  return JSON.stringify(part, null, 2);
}
