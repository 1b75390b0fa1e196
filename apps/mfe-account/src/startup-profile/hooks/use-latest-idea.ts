import { useQuery } from '@tanstack/react-query';
import { apiFetch, useSessionIdeas } from '@founder/api-client';
import { IDEA_PATHS, type StartupIdea } from '@founder/contracts';

/** The founder's latest submitted idea, whole, to prefill a first profile; null when they have none. */
export function useLatestIdea(enabled: boolean) {
  const ideas = useSessionIdeas(enabled);
  const latestId = ideas.data?.[0]?.id ?? null;
  const idea = useQuery({
    queryKey: [IDEA_PATHS.idea(latestId ?? 0)],
    queryFn: ({ signal }) => apiFetch<StartupIdea>(IDEA_PATHS.idea(latestId ?? 0), { signal }),
    enabled: latestId !== null,
  });
  const settled = !enabled || ideas.isError || (ideas.isSuccess && (latestId === null || !idea.isPending));
  return { idea: idea.data ?? null, settled };
}
