import type { QueryClient } from '@tanstack/react-query';
import { GENERATION_JOB_PATHS, IDEA_PATHS, type IdeaDocumentKind, type LatestGenerationJob, type StartupIdea } from '@founder/contracts';
import { getPath } from './idea-queries';

/**
 * Asks at once, side by side, for what a tool's page shows first: the idea (with its document) and
 * the document's latest generation, which the view would otherwise ask for only once its code had
 * loaded and drawn. The queries keep the answers under the keys the page's hooks read.
 */
export function prefetchIdeaTool(queryClient: QueryClient, ideaId: number, kind: IdeaDocumentKind): void {
  const idea = IDEA_PATHS.idea(ideaId);
  const latestJob = GENERATION_JOB_PATHS.latest(ideaId, kind);
  void queryClient.prefetchQuery({ queryKey: [idea], queryFn: getPath<StartupIdea>(idea) });
  void queryClient.prefetchQuery({ queryKey: [latestJob], queryFn: getPath<LatestGenerationJob>(latestJob) });
}
