import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { DOCUMENT_VERSION_LIMITS, GENERATION_JOB_PATHS, type DocumentVersionList, type IdeaDocumentKind, type IdeaDocumentTypes, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { getPath, useUpdateCachedIdea } from '../current-idea/idea-queries';
import { saveFailureToast } from '../shared/tool-toasts';
import { withDocumentPart } from './document-cache';
import type { DocumentView } from './document-view';

/** The kept versions of one part (all of them: at most DOCUMENT_VERSION_LIMITS.kept) and restoring one. */
export function usePartVersions<Kind extends IdeaDocumentKind>(view: DocumentView<Kind>, idea: StartupIdea, partId: IdeaDocumentTypes[Kind]['partId'] | null) {
  const queryClient = useQueryClient();
  const updateIdea = useUpdateCachedIdea(idea.id);
  const path = GENERATION_JOB_PATHS.versions(idea.id, view.kind, partId ?? '', { limit: DOCUMENT_VERSION_LIMITS.maxPageSize });
  // Every write of the part adds a version: read afresh each time the history opens.
  const versions = useQuery({ queryKey: [path], queryFn: getPath<DocumentVersionList>(path), enabled: partId !== null, gcTime: 0 });
  const restore = useMutation({
    mutationFn: (versionId: number) => apiRequest<IdeaDocumentTypes[Kind]['result']>('POST', GENERATION_JOB_PATHS.restore(idea.id, view.kind, partId ?? '', versionId)),
    onSuccess: (result) => {
      updateIdea((current) => withDocumentPart(current, view.kind, result, view.partOf(result)));
      void queryClient.invalidateQueries({ queryKey: [path] });
      showToast({ title: 'Version restored', description: `The ${view.part} shows the chosen version again; the one it replaced stays in its history.` });
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });
  return { versions, restore };
}
