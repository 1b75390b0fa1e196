import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@founder/contracts';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './session-check';

export interface CurrentUserState {
  /** null when signed out; also null while the first check is still running (see isLoading). */
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The session, asked once at start-up by the shell (session-check.ts). Remotes call this hook: the
 * query cache is a shared singleton that starts from the shell's answer, so they do not ask again.
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
