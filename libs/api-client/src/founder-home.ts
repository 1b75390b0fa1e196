import { useQuery } from '@tanstack/react-query';
import { IDEA_PATHS, STARTUP_PROFILE_PATHS, type IdeaSummaryPage, type StartupProfile } from '@founder/contracts';
import { apiFetch } from './api-fetch';

/**
 * What /dashboard and /startup-profile both read, under one query key each so a save on one page
 * shows on the other without asking the server again (the query cache is a shared singleton).
 */
export const STARTUP_PROFILE_QUERY_KEY = [STARTUP_PROFILE_PATHS.profile] as const;
export const SESSION_IDEAS_QUERY_KEY = [IDEA_PATHS.sessionIdeas()] as const;

/** GET /api/startup-profile: null means no profile yet (issue 29: not a 404, which the console logs); a 401 is thrown for the page to show. */
export function fetchStartupProfile(signal?: AbortSignal): Promise<StartupProfile | null> {
  return apiFetch<StartupProfile | null>(STARTUP_PROFILE_PATHS.profile, { signal });
}

export function useStartupProfile(enabled = true) {
  return useQuery({ queryKey: STARTUP_PROFILE_QUERY_KEY, queryFn: ({ signal }) => fetchStartupProfile(signal), enabled });
}

/** The signed-in founder's latest ideas, newest first (the first page: IDEA_SUMMARY_PAGE_SIZE.default). */
export function useSessionIdeas(enabled = true) {
  return useQuery({
    queryKey: SESSION_IDEAS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<IdeaSummaryPage>(IDEA_PATHS.sessionIdeas(), { signal }),
    select: (page) => page.items,
    enabled,
  });
}
