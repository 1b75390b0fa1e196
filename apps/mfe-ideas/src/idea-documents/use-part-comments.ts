import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, serverMessage } from '@founder/api-client';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_PATHS,
  commentPath,
  repliesPath,
  withPageQuery,
  type CommentCounts,
  type CommentThread,
  type CursorPage,
  type MentionableMember,
  type NewReplyRequest,
  type NewThreadRequest,
} from '@founder/contracts';
import { showToast } from '@founder/ui';

const failed = (error: unknown) => showToast({ title: 'Comment not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Open and resolved threads per part of the idea: one request for every badge of the page. */
export function useCommentCounts(ideaId: number, enabled: boolean) {
  const path = COMMENT_PATHS.ideaCommentCounts(ideaId);
  return useQuery({ queryKey: [path], queryFn: ({ signal }) => apiFetch<CommentCounts>(path, { signal }), enabled });
}

/** The threads of one part (read while its panel is open), who may be mentioned, and what changes them. */
export function usePartComments(ideaId: number, part: string, open: boolean) {
  const queryClient = useQueryClient();
  const listPath = withPageQuery(COMMENT_PATHS.ideaComments(ideaId), { part, limit: COMMENT_PAGE_SIZE.max });
  const commentsPath = COMMENT_PATHS.ideaComments(ideaId);
  const threads = useQuery({ queryKey: [listPath], queryFn: ({ signal }) => apiFetch<CursorPage<CommentThread>>(listPath, { signal }), enabled: open });
  const members = useQuery({
    queryKey: [COMMENT_PATHS.ideaMentionable(ideaId)],
    queryFn: ({ signal }) => apiFetch<MentionableMember[]>(COMMENT_PATHS.ideaMentionable(ideaId), { signal }),
    enabled: open,
  });
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: [listPath] }), queryClient.invalidateQueries({ queryKey: [COMMENT_PATHS.ideaCommentCounts(ideaId)] })]);
  const options = { onSuccess: refresh, onError: failed };

  const start = useMutation({ mutationFn: (body: Omit<NewThreadRequest, 'part'>) => apiRequest('POST', commentsPath, { ...body, part }), ...options });
  const reply = useMutation({ mutationFn: ({ threadId, ...body }: NewReplyRequest & { threadId: number }) => apiRequest('POST', repliesPath(commentsPath, threadId), body), ...options });
  const resolve = useMutation({ mutationFn: ({ threadId, resolved }: { threadId: number; resolved: boolean }) => apiRequest('PATCH', commentPath(commentsPath, threadId), { resolved }), ...options });
  const remove = useMutation({ mutationFn: (commentId: number) => apiRequest('DELETE', commentPath(commentsPath, commentId)), ...options });
  return { threads, members, start, reply, resolve, remove };
}
