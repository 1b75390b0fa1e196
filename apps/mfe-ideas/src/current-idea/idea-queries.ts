import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StartupIdea } from '@founder/contracts';

/** The query keys are the GET paths: the default data loader fetches the key (libs/api-client). */
export const ideaPath = (id: number) => `/api/ideas/${id}`;
export const ideasByEmailPath = (email: string) => `/api/ideas?email=${encodeURIComponent(email)}`;
export const DEMO_IDEA_PATH = '/api/ideas/demo';
export const sharedIdeaPath = (token: string) => `/api/ideas/shared/${encodeURIComponent(token)}`;
export const ideaToolPath = (id: number, rest: string) => `/api/startup-ideas/${id}/${rest}`;

/** The selected idea; only asked for when an id is stored (spec section 7). */
export function useIdea(id: number | null) {
  return useQuery<StartupIdea>({ queryKey: [ideaPath(id ?? 0)], enabled: id !== null });
}

/** The founder's ideas; only asked for when an email is stored. */
export function useIdeasByEmail(email: string | null) {
  return useQuery<StartupIdea[]>({ queryKey: [ideasByEmailPath(email ?? '')], enabled: email !== null });
}

/** Applies a change to the cached idea (after a save, a regenerate or a generation). */
export function useUpdateCachedIdea(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (idea: StartupIdea) => StartupIdea) =>
      queryClient.setQueryData<StartupIdea>([ideaPath(id)], (idea) => (idea ? change(idea) : idea)),
    [queryClient, id],
  );
}
