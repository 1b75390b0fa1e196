import { useCurrentUser } from '@founder/api-client';
import { CommentsButton, openThreadsOf, partCommentSource, useCommentCounts } from '@founder/ui/comments';

interface PartCommentsProps {
  ideaId: number;
  /** `<kind>:<part id>`, e.g. `pitch-deck:problem`. */
  part: string;
  /** The part as the panel's title names it: 'Slide 2: Problem'. */
  label: string;
  /** Only the icon and the count (beside a model assumption's field). */
  compact?: boolean;
  /** False for a viewer of a company idea: the threads read only. */
  canComment: boolean;
}

/** The comments of one part of a document: its badge and threads. Signed-in founders only (comments carry their author). */
export function PartComments({ ideaId, part, label, compact, canComment }: PartCommentsProps) {
  const { isAuthenticated } = useCurrentUser();
  const source = partCommentSource(ideaId, part);
  const counts = useCommentCounts(source.countsPath, isAuthenticated);
  if (!isAuthenticated) return null;
  return <CommentsButton source={source} label={label} openThreads={openThreadsOf(counts.data, part)} testId={`comment-count-${part}`} compact={compact} canComment={canComment} />;
}
