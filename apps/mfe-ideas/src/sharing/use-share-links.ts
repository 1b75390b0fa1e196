import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '@founder/api-client';
import { type CursorPage, IDEA_PATHS, type IdeaShare, type IdeaShareKind, type IdeaShareLink, type IdeaShareRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { SHARE_CREATED_TOAST, SHARE_REVOKED_TOAST, shareFailureToast } from '../shared/tool-toasts';

/**
 * The live share links of one document of an idea, from the server (so they survive a reload and
 * follow the founder to any browser), read once the list is open, and the mutations that create
 * (with an optional label) and revoke them.
 */
export function useShareLinks(ideaId: number, kind: IdeaShareKind, open: boolean) {
  const queryClient = useQueryClient();
  const path = IDEA_PATHS.shares(ideaId, { kind });
  const links = useQuery({ queryKey: [path], queryFn: ({ signal }) => apiFetch<CursorPage<IdeaShareLink>>(path, { signal }), enabled: open });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });

  const create = useMutation({
    mutationFn: (label: string) => apiRequest<IdeaShare>('POST', IDEA_PATHS.shares(ideaId), { kind, ...(label.trim() ? { label } : {}) } satisfies IdeaShareRequest),
    onSuccess: () => {
      showToast(SHARE_CREATED_TOAST);
      return refresh();
    },
    onError: (error) => showToast(shareFailureToast(error)),
  });
  const revoke = useMutation({
    mutationFn: (shareId: number) => apiRequest('DELETE', IDEA_PATHS.share(ideaId, shareId)),
    onSuccess: () => {
      showToast(SHARE_REVOKED_TOAST);
      return refresh();
    },
    onError: (error) => showToast(shareFailureToast(error)),
  });
  return { links, create, revoke };
}
