import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { IDEA_PATHS, type IdeaDocumentKind, type IdeaDocumentTypes, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useUpdateCachedIdea } from '../current-idea/idea-queries';
import { useGeneratingRun } from '../generation/use-generating-run';
import { saveFailureToast } from '../shared/tool-toasts';
import { withDocumentPart, withGeneratedDocument } from './document-cache';
import { documentToasts } from './document-toasts';
import type { DocumentView } from './document-view';

interface DocumentHandlers {
  /** After a generation or a saved edit: the page leaves its editing state. */
  onChanged?: () => void;
}

/**
 * Generate (after the generating screen), save one part and regenerate one part of any document
 * kind: the calls, the cached idea and the toasts. The page renders what it returns.
 */
export function useIdeaDocument<Kind extends IdeaDocumentKind>(view: DocumentView<Kind>, idea: StartupIdea, { onChanged }: DocumentHandlers = {}) {
  type Types = IdeaDocumentTypes[Kind];
  const updateIdea = useUpdateCachedIdea(idea.id);
  const toasts = documentToasts(view);

  const generate = useMutation({
    mutationFn: () => apiRequest<Types['content']>('POST', IDEA_PATHS.document(idea.id, view.kind)),
    onSuccess: (content) => {
      updateIdea((current) => withGeneratedDocument(current, view.kind, content));
      onChanged?.();
      showToast(toasts.generated);
    },
    onError: (error) => showToast(toasts.generateFailure(error)),
    onSettled: () => run.stop(),
  });
  const run = useGeneratingRun(view.timeline, () => generate.mutate());

  const save = useMutation({
    mutationFn: ({ id, edit }: { id: Types['partId']; edit: Types['edit'] }) =>
      apiRequest<Types['result']>('PUT', IDEA_PATHS.documentPart(idea.id, view.kind, id), edit),
    onSuccess: (result) => {
      updateIdea((current) => withDocumentPart(current, view.kind, result, view.partOf(result)));
      onChanged?.();
      showToast(toasts.partUpdated);
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });

  const regenerate = useMutation({
    mutationFn: (part: { id: Types['partId']; title: string }) => apiRequest<Types['result']>('POST', IDEA_PATHS.regeneratePart(idea.id, view.kind, part.id)),
    onSuccess: (result, part) => {
      updateIdea((current) => withDocumentPart(current, view.kind, result, view.partOf(result)));
      showToast(toasts.partRegenerated(part.title));
    },
    onError: (error) => showToast(toasts.partRegenerateFailure(error)),
  });

  return { run, save, regenerate };
}
