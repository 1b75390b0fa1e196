import { AUTH_PATHS, type CurrentUser } from '@founder/contracts';
import { apiFetch } from './api-fetch';

// The session check without TanStack Query, so the shell can make it at start-up on pages that load
// no query code ('/'); the query cache then starts from its answer.

export const CURRENT_USER_QUERY_KEY = [AUTH_PATHS.me] as const;

/** The signed-in user, or null: a failed session check (401, network, anything) counts as signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiFetch<CurrentUser>(CURRENT_USER_QUERY_KEY[0]);
  } catch {
    return null;
  }
}
