import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '@founder/api-client';
import { IDEA_PATHS, type IdeaDocumentKind, type IdeaDocumentTypes, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useUpdateCachedIdea } from '../current-idea/idea-queries';
import { NO_STEPS } from '../generation/generating-timeline';
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
 * Generate (with the kind's generating screen), save one part and regenerate one part of any
 * document kind: the calls, the cached idea and the toasts. The page renders what it returns.
 * `start(body)` generates: after the steps (plan, deck), during them (market research: the answer
 * shows once the last stage ends), or at once behind a fixed bar (the financial model, with its
 * assumptions as the body).
 */
export function useIdeaDocument<Kind extends IdeaDocumentKind>(view: DocumentView<Kind>, idea: StartupIdea, { onChanged }: DocumentHandlers = {}) {
  type Types = IdeaDocumentTypes[Kind];
  const updateIdea = useUpdateCachedIdea(idea.id);
  const toasts = documentToasts(view);
  const body = useRef<unknown>(undefined);
  const answer = useRef<Types['content'] | null>(null);

  const show = (content: Types['content']) => {
    answer.current = null;
    run.stop();
    updateIdea((current) => withGeneratedDocument(current, view.kind, content));
    onChanged?.();
    showToast(toasts.generated);
  };
  const generate = useMutation({
    mutationFn: (request: unknown) => apiRequest<Types['content']>('POST', IDEA_PATHS.document(idea.id, view.kind), request),
    onSuccess: (content) => {
      // Stages that run with the call finish before the answer shows.
      if (view.callDuringSteps && run.view && !run.view.done) answer.current = content;
      else show(content);
    },
    onError: (error) => {
      run.stop();
      showToast(toasts.generateFailure(error));
    },
  });
  const run = useGeneratingRun(view.timeline ?? NO_STEPS, () => {
    if (!view.callDuringSteps) generate.mutate(body.current);
    else if (answer.current) show(answer.current);
  });
  const start = (request?: unknown) => {
    body.current = request;
    if (view.timeline === null || view.callDuringSteps) generate.mutate(request);
    if (view.timeline !== null) run.start();
  };

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

  /** What GeneratorFrame needs of the document: spread it into the frame. */
  const frame = { view, idea, run, pending: generate.isPending, onGenerate: start };
  return { frame, start, save, regenerate };
}
