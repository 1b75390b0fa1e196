import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@founder/api-client';
import { IDEA_PATHS, type IdeaSummary, type IdeaSummaryPage, type SharedIdeaView, type StartupIdea } from '@founder/contracts';

/**
 * The query keys are the GET paths. Each query loads its key with this remote's own apiFetch rather
 * than the shell's default loader: an error must be this bundle's ApiError for `instanceof` and
 * serverMessage() to recognise it (each federated build has its own copy of the class).
 */
export function getPath<T>(path: string) {
  return ({ signal }: { signal: AbortSignal }) => apiFetch<T>(path, { signal });
}

/** The selected idea; only asked for when an id is stored (spec section 7). */
export function useIdea(id: number | null) {
  const path = IDEA_PATHS.idea(id ?? 0);
  return useQuery({ queryKey: [path], queryFn: getPath<StartupIdea>(path), enabled: id !== null });
}

/** An idea the 'Your Previous Ideas' picker shows. */
export type PickableIdea = Pick<IdeaSummary, 'id' | 'ideaTitle' | 'description' | 'industry' | 'companyName'> & { email?: string };

/**
 * The ideas the picker offers, the latest page of them: the signed-in founder's own, from any
 * browser, and their companies' (GET /api/ideas for the session); otherwise this browser's ideas with the stored email
 * (which each then carries, so selecting one keeps it).
 */
export function usePreviousIdeas(signedIn: boolean, email: string | null) {
  const path = signedIn ? IDEA_PATHS.sessionIdeas() : IDEA_PATHS.ideasByEmail(email ?? '');
  return useQuery({
    queryKey: [path],
    queryFn: getPath<IdeaSummaryPage>(path),
    select: (page): PickableIdea[] => (signedIn ? page.items : page.items.map((idea) => ({ ...idea, email: email ?? undefined }))),
    enabled: signedIn || email !== null,
  });
}

/** The read-only view behind a share link. */
export function useSharedIdea(token: string) {
  const path = IDEA_PATHS.shared(token);
  return useQuery({ queryKey: [path], queryFn: getPath<SharedIdeaView>(path) });
}

/**
 * Applies a change to the cached idea (after a save, a regenerate or a generation) so the page shows
 * it at once, then reads the idea again: what the server derives from the change (which documents'
 * figures no longer match the financial model) follows without a reload.
 */
export function useUpdateCachedIdea(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (idea: StartupIdea) => StartupIdea) => {
      const key = [IDEA_PATHS.idea(id)];
      queryClient.setQueryData<StartupIdea>(key, (idea) => (idea ? change(idea) : idea));
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    [queryClient, id],
  );
}
