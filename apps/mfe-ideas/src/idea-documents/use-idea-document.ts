import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiAnswer, apiRequest } from '@founder/api-client';
import { GENERATION_JOB_PATHS, IDEA_PATHS, RESPOND_ASYNC, type DocumentVersionList, type GenerationJob, type IdeaDocumentKind, type IdeaDocumentTypes, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useUpdateCachedIdea } from '../current-idea/idea-queries';
import { NO_STEPS } from '../generation/generating-timeline';
import { useGeneratingRun } from '../generation/use-generating-run';
import { saveFailureToast } from '../shared/tool-toasts';
import { cachedPart, samePart, withDocumentPart, withGeneratedDocument } from './document-cache';
import { parseDocument, parseDocumentPart } from './document-parsing';
import { staleEditOf } from './stale-edit';
import type { StaleEdit } from './stale-edit-dialog';
import { documentToasts } from './document-toasts';
import type { DocumentView } from './document-view';
import { followedJob, jobContent, type FollowedJob } from './job-progress';
import { useGenerationJob } from './use-generation-job';

interface DocumentHandlers {
  /** After a generation or a saved edit: the page leaves its editing state. */
  onChanged?: () => void;
}

/**
 * Generate (with the kind's generating screen), save one part and regenerate one part of any
 * document kind: the calls, the cached idea and the toasts. The page renders what it returns.
 * `start(body)` asks for the document at once (`Prefer: respond-async`, the body: the financial
 * model's assumptions) while the kind's steps run with the spec's timings; the document shows when
 * both are over. The built-in composer (and the model's computation) answers 200 with the document
 * before the steps end; an LLM answers 202 with its job, followed part by part with its real
 * progress when it outlasts them (useGenerationJob).
 */
export function useIdeaDocument<Kind extends IdeaDocumentKind>(view: DocumentView<Kind>, idea: StartupIdea, { onChanged }: DocumentHandlers = {}) {
  type Types = IdeaDocumentTypes[Kind];
  const updateIdea = useUpdateCachedIdea(idea.id);
  const toasts = documentToasts(view);
  const answer = useRef<Types['content'] | null>(null);

  const show = (content: Types['content']) => {
    answer.current = null;
    run.stop();
    jobs.forget();
    updateIdea((current) => withGeneratedDocument(current, view.kind, content));
    onChanged?.();
    showToast(toasts.generated);
  };
  /** A finished document, read with its part schemas, waits for the steps on screen to end. */
  const arrivedContent = (written: unknown) => {
    const { value: content, problem } = parseDocument(view.kind, written);
    if (problem !== null) {
      run.stop();
      jobs.forget();
      showToast(toasts.unreadable(problem));
      return;
    }
    if (run.view && !run.view.done) answer.current = content;
    else show(content);
  };
  const arrived = (job: FollowedJob) => arrivedContent(jobContent(job));
  const jobs = useGenerationJob(idea.id, view.kind, (job) => {
    if (job.state === 'done') return arrived(job);
    run.stop();
    jobs.forget();
    showToast(job.state === 'cancelled' ? toasts.cancelled : toasts.generateFailure(undefined));
  });
  const generate = useMutation({
    // 202 with the job when a model writes it; 200 with the document when the service wrote it in the request.
    mutationFn: (request: unknown) =>
      apiAnswer<GenerationJob | Types['content']>(IDEA_PATHS.document(idea.id, view.kind), {
        method: 'POST',
        body: request,
        headers: { [RESPOND_ASYNC.header]: RESPOND_ASYNC.value },
      }),
    onSuccess: ({ status, body }) => {
      if (status !== 202) return arrivedContent(body);
      const job = body as GenerationJob;
      return job.state === 'running' ? jobs.follow(job) : arrived(followedJob(job));
    },
    onError: (error) => {
      run.stop();
      showToast(toasts.generateFailure(error));
    },
  });
  const run = useGeneratingRun(view.timeline ?? NO_STEPS, () => {
    if (answer.current) show(answer.current);
  });
  const start = (request?: unknown) => {
    answer.current = null;
    generate.mutate(request);
    if (view.timeline !== null) run.start();
  };

  // The version each part had when its editor opened: a save over a newer one is 409 (another member saved), never lost.
  const openedVersions = useRef(new Map<string, number>());
  const [stale, setStale] = useState<StaleEdit | null>(null);
  const openPart = (id: Types['partId']) => {
    openedVersions.current.delete(id);
    void apiRequest<DocumentVersionList>('GET', GENERATION_JOB_PATHS.versions(idea.id, view.kind, id, { limit: 1 })).then(
      (versions) => {
        if (versions.items[0]) openedVersions.current.set(id, versions.items[0].id);
      },
      () => undefined,
    );
  };
  const save = useMutation({
    mutationFn: ({ id, edit }: { id: Types['partId']; edit: Types['edit'] }) => {
      const baseVersionId = openedVersions.current.get(id);
      return apiRequest<Types['result']>('PUT', IDEA_PATHS.documentPart(idea.id, view.kind, id), baseVersionId === undefined ? edit : { ...edit, baseVersionId });
    },
    onSuccess: (result) => {
      openedVersions.current.delete(result.id);
      setStale(null);
      const { value: part, problem } = parseDocumentPart(view.kind, result.id, view.partOf(result));
      if (problem !== null) return showToast(toasts.unreadable(problem));
      updateIdea((current) => withDocumentPart(current, view.kind, result, part));
      onChanged?.();
      showToast(toasts.partUpdated);
    },
    onError: (error, { id, edit }) => {
      const newer = staleEditOf(error);
      if (!newer) return showToast(saveFailureToast(error));
      setStale({ partId: id, mine: edit, theirs: newer.content, versionId: newer.versionId });
    },
  });
  /** The answer to a stale save: their version stays (the idea is read again), or mine is saved over it. */
  const staleEdit = {
    stale,
    saving: save.isPending,
    onUseTheirs: () => {
      setStale(null);
      updateIdea((current) => current);
      onChanged?.();
    },
    onKeepMine: () => {
      if (!stale) return;
      if (stale.versionId !== null) openedVersions.current.set(stale.partId, stale.versionId);
      save.mutate({ id: stale.partId as Types['partId'], edit: stale.mine as Types['edit'] });
    },
  };

  const regenerate = useMutation({
    mutationFn: (part: { id: Types['partId']; title: string }) => apiRequest<Types['result']>('POST', IDEA_PATHS.regeneratePart(idea.id, view.kind, part.id)),
    onSuccess: (result, part) => {
      const parsed = parseDocumentPart(view.kind, result.id, view.partOf(result));
      if (parsed.problem !== null) return showToast(toasts.unreadable(parsed.problem));
      const unchanged = samePart(cachedPart(idea, view.kind, result.id), parsed.value);
      updateIdea((current) => withDocumentPart(current, view.kind, result, parsed.value));
      showToast(unchanged ? toasts.partUnchanged(part.title) : toasts.partRegenerated(part.title));
    },
    onError: (error) => showToast(toasts.partRegenerateFailure(error)),
  });

  /** What GeneratorFrame needs of the document: spread it into the frame. */
  const following = jobs.job?.state === 'running' ? jobs.job : null;
  const frame = {
    view,
    idea,
    run,
    pending: generate.isPending,
    onGenerate: start,
    job: following,
    onCancel: following ? () => jobs.cancel.mutate(following.id) : undefined,
    cancelling: jobs.cancel.isPending,
  };
  return { frame, start, save, regenerate, openPart, staleEdit };
}
