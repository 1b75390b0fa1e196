import { recordStoredIdea } from '@founder/api-client';
import { CURRENT_IDEA_ID_KEY, USER_EMAIL_KEY } from '@founder/contracts';

export interface CurrentIdeaSelection {
  ideaId: number | null;
  email: string | null;
}

/** A stored id is a positive whole number; anything else counts as no selection. */
export function parseIdeaId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Storage can be missing or refuse access (private modes); the tools then work for this visit only. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readCurrentIdea(store: Storage | null = storage()): CurrentIdeaSelection {
  try {
    const email = store?.getItem(USER_EMAIL_KEY)?.trim() || null;
    return { ideaId: parseIdeaId(store?.getItem(CURRENT_IDEA_ID_KEY) ?? null), email };
  } catch {
    return { ideaId: null, email: null };
  }
}

/** Remembers the selected idea (and, when given, the founder's email). */
export function storeCurrentIdea(selection: { id: number; email?: string }, store: Storage | null = storage()): void {
  try {
    store?.setItem(CURRENT_IDEA_ID_KEY, String(selection.id));
    if (selection.email) store?.setItem(USER_EMAIL_KEY, selection.email);
  } catch {
    // Full or refused storage: the selection still holds for this page.
  }
  recordStoredIdea(store);
}

/** Forgets a selected idea that is no longer readable (another browser's, or gone). */
export function clearCurrentIdea(store: Storage | null = storage()): void {
  try {
    store?.removeItem(CURRENT_IDEA_ID_KEY);
  } catch {
    // Nothing to do: the page shows the empty state either way.
  }
  recordStoredIdea(store);
}
