import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_PATHS, CURRENT_IDEA_ID_KEY, PLATFORM_COMPANY_STORAGE_KEY, USER_EMAIL_KEY, type CurrentUser } from '@founder/contracts';
import { apiRequest } from './api-fetch';
import { browserStorage } from './browser-storage';
import { CURRENT_USER_QUERY_KEY } from './session-check';
import { recordStoredIdea } from './stored-idea-cookie';

/**
 * The session lives in the shared query cache under CURRENT_USER_QUERY_KEY (spec section 4): null
 * until the start-up check, a login or a sign-up succeeds.
 */
export function storeSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

/** Forgets the user, and every other cached answer, which may have been theirs. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}

/** Forgets the selected idea, the email the idea tools know it by, and the copy of the company. */
function forgetStoredFounder(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(USER_EMAIL_KEY);
    storage?.removeItem(CURRENT_IDEA_ID_KEY);
    storage?.removeItem(PLATFORM_COMPANY_STORAGE_KEY);
  } catch {
    // Refused storage holds nothing of ours.
  }
  recordStoredIdea(storage);
}

/**
 * POST /api/auth/logout, then clears the user even when the call failed (only logged, spec
 * section 8), and the stored userEmail, currentIdeaId and platformCompanyData, so the next founder
 * here starts afresh.
 */
export async function signOut(queryClient: QueryClient, storage: Storage | null = browserStorage()): Promise<void> {
  try {
    await apiRequest('POST', AUTH_PATHS.logOut);
  } catch (error) {
    console.warn('[session] sign-out call failed; signed out in this page anyway', error);
  } finally {
    clearSession(queryClient);
    forgetStoredFounder(storage);
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
