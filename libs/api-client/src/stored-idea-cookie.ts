import { CURRENT_IDEA_ID_KEY, STORED_IDEA_COOKIE, USER_EMAIL_KEY } from '@founder/contracts';
import { browserStorage } from './browser-storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that says whether storage holds an idea selection (a refused storage holds none). */
export function storedIdeaCookie(storage: Pick<Storage, 'getItem'> | null): string {
  let stored = false;
  try {
    stored = Boolean(storage?.getItem(CURRENT_IDEA_ID_KEY) || storage?.getItem(USER_EMAIL_KEY));
  } catch {
    // Refused storage: nothing of ours in it.
  }
  return `${STORED_IDEA_COOKIE}=${stored ? 1 : 0}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/**
 * Called by the shell on every page load and after every write of currentIdeaId or userEmail: the
 * gateway serves the idea tools' prerendered empty state only to a browser whose cookie says '0'.
 */
export function recordStoredIdea(storage: Pick<Storage, 'getItem'> | null = browserStorage(), page: { cookie: string } | undefined = globalThis.document): void {
  if (page) page.cookie = storedIdeaCookie(storage);
}
