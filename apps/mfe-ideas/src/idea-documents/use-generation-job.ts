import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { apiRequest } from '@founder/api-client';
import {
  GENERATION_JOB_EVENTS,
  GENERATION_JOB_PATHS,
  type GenerationJob,
  type GenerationJobPartEvent,
  type IdeaDocumentKind,
  type LatestGenerationJob,
} from '@founder/contracts';
import { getPath } from '../current-idea/idea-queries';
import { followedJob, withJobPart, type FollowedJob } from './job-progress';

/** How long after an error answer the events are asked for again. */
const RECONNECT_MS = 3000;

/**
 * Follows the running generation job of a document over Server-Sent Events (the browser resumes
 * with Last-Event-ID after a dropped connection): each part as it is written, then `onEnd` once.
 * A job already running when the page opens (a reload, another tab) is found and followed too.
 */
export function useGenerationJob(ideaId: number, kind: IdeaDocumentKind, onEnd: (job: FollowedJob) => void) {
  const [job, setJob] = useState<FollowedJob | null>(null);
  const latestPath = GENERATION_JOB_PATHS.latest(ideaId, kind);
  const latest = useQuery({ queryKey: [latestPath], queryFn: getPath<LatestGenerationJob>(latestPath) });
  const queryClient = useQueryClient();
  const finish = (finished: FollowedJob) => {
    setJob(finished);
    // The cached latest job is over too: coming back to the page must not follow it again.
    queryClient.setQueryData<LatestGenerationJob>([latestPath], (data) => (data?.job?.id === finished.id ? { job: { ...data.job, state: finished.state } } : data));
    onEnd(finished);
  };
  const ended = useEffectEvent(finish);

  const running = latest.data?.job?.state === 'running' ? latest.data.job : null;
  useEffect(() => {
    if (running) setJob((current) => current ?? followedJob(running));
  }, [running]);

  const followedId = job?.state === 'running' ? job.id : null;
  const followedNow = useEffectEvent(() => job);
  useEffect(() => {
    const start = followedNow();
    if (followedId === null || !start) return undefined;
    // The stream keeps its own copy: every event builds on the one before, whatever React has rendered.
    let current: FollowedJob = start;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(GENERATION_JOB_PATHS.events(ideaId, followedId));
      source.addEventListener(GENERATION_JOB_EVENTS.part, (event) => {
        current = withJobPart(current, JSON.parse((event as MessageEvent<string>).data) as GenerationJobPartEvent);
        setJob(current);
      });
      source.addEventListener(GENERATION_JOB_EVENTS.end, (event) => {
        source?.close();
        current = { ...current, state: (JSON.parse((event as MessageEvent<string>).data) as GenerationJob).state };
        ended(current);
      });
      // A dropped connection is retried by the browser (Last-Event-ID); an error answer (the service
      // restarting: 502) closes the stream, so it opens again a little later and skips parts it has.
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(connect, RECONNECT_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [ideaId, followedId]);

  const cancel = useMutation({
    mutationFn: (jobId: number) => apiRequest<GenerationJob>('POST', GENERATION_JOB_PATHS.cancel(ideaId, jobId)),
    onSuccess: (cancelled) => finish(followedJob(cancelled)),
  });

  return {
    /** The job being followed (or just ended), null when none. */
    job,
    follow: (started: GenerationJob) => setJob(followedJob(started)),
    forget: () => setJob(null),
    cancel,
  };
}
