import { useQuery } from '@tanstack/react-query';
import { AUTH_PATHS, type CurrentUser } from '@founder/contracts';
import { apiFetch } from './api-fetch';

export const CURRENT_USER_QUERY_KEY = [AUTH_PATHS.me] as const;

/** The signed-in user, or null: a failed session check (401, network, anything) counts as signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiFetch<CurrentUser>(CURRENT_USER_QUERY_KEY[0]);
  } catch {
    return null;
  }
}

export interface CurrentUserState {
  /** null when signed out; also null while the first check is still running (see isLoading). */
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The session, read once at start-up by the shell. Remotes call the same hook: the query cache is a
 * shared singleton, so they see the shell's answer without asking the server again.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isPending } = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
