import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, serverMessage } from '@founder/api-client';
import { commentPath, repliesPath, type CommentCounts, type CommentThread, type CursorPage, type MentionableMember, type NewReplyRequest } from '@founder/contracts';
import { showToast } from '../toast';
import type { CommentSource } from './comment-source';

const failed = (error: unknown) => showToast({ title: 'Comment not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });

/** Open and resolved threads per part or document: one request for every badge of the page. */
export function useCommentCounts(countsPath: string, enabled: boolean) {
  return useQuery({ queryKey: [countsPath], queryFn: ({ signal }) => apiFetch<CommentCounts>(countsPath, { signal }), enabled });
}

/** The threads of one source (read while its panel is open), who may be mentioned, and what changes them. */
export function useCommentThreads(source: CommentSource, open: boolean) {
  const queryClient = useQueryClient();
  const { commentsPath, listPath, mentionablePath, countsPath, part } = source;
  const threads = useQuery({ queryKey: [listPath], queryFn: ({ signal }) => apiFetch<CursorPage<CommentThread>>(listPath, { signal }), enabled: open });
  const members = useQuery({ queryKey: [mentionablePath], queryFn: ({ signal }) => apiFetch<MentionableMember[]>(mentionablePath, { signal }), enabled: open });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [listPath] }), queryClient.invalidateQueries({ queryKey: [countsPath] })]);
  const options = { onSuccess: refresh, onError: failed };

  const start = useMutation({ mutationFn: (body: NewReplyRequest) => apiRequest('POST', commentsPath, part === undefined ? body : { ...body, part }), ...options });
  const reply = useMutation({ mutationFn: ({ threadId, ...body }: NewReplyRequest & { threadId: number }) => apiRequest('POST', repliesPath(commentsPath, threadId), body), ...options });
  const resolve = useMutation({ mutationFn: ({ threadId, resolved }: { threadId: number; resolved: boolean }) => apiRequest('PATCH', commentPath(commentsPath, threadId), { resolved }), ...options });
  const remove = useMutation({ mutationFn: (commentId: number) => apiRequest('DELETE', commentPath(commentsPath, commentId)), ...options });
  return { threads, members, start, reply, resolve, remove };
}
