import { useQuery, type QueryClient } from '@tanstack/react-query';
import { IDEA_PATHS, type CurrentUser, type LastSelectedIdea } from '@founder/contracts';
import { apiFetch, apiRequest } from './api-fetch';
import { CURRENT_USER_QUERY_KEY } from './session-check';

/**
 * The idea a signed-in founder last selected, kept on their account (issue 29 item 11) so the idea
 * tools open on it in any browser, after signing out and in again too. A visitor's selection stays
 * in this browser's storage only.
 */
export const LAST_SELECTED_IDEA_QUERY_KEY = [IDEA_PATHS.lastSelected] as const;

/** GET /api/ideas/last-selected, asked only for a signed-in founder whose browser has no selection. */
export function useLastSelectedIdea(enabled: boolean) {
  return useQuery({
    queryKey: LAST_SELECTED_IDEA_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<LastSelectedIdea>(IDEA_PATHS.lastSelected, { signal }),
    enabled,
  });
}

/**
 * Remembers the selection on the account when someone is signed in (a visitor's call would only
 * be a 401). A failed call is logged, not shown: the selection still holds in this browser.
 */
export function rememberSelectedIdea(queryClient: QueryClient, ideaId: number): void {
  if (!queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY)) return;
  queryClient.setQueryData<LastSelectedIdea>(LAST_SELECTED_IDEA_QUERY_KEY, { ideaId });
  apiRequest('PUT', IDEA_PATHS.lastSelected, { ideaId }).catch((error: unknown) => console.warn('[ideas] the selected idea was not remembered on the account', error));
}
