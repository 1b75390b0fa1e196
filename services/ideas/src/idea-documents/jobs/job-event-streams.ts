import { HttpException, HttpStatus, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { GENERATION_JOB_EVENTS, type GenerationJob } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { IdeasEnvironment } from '../../ideas-environment';
import { GenerationJobs } from './generation-jobs.service';
import { JobChannel } from './job-channel';
import { lastEventId, sseEvent, SSE_HEARTBEAT } from './server-sent-events';

/** A heartbeat at least this often: under the gateway's 8 s idle deadline. */
export const SSE_HEARTBEAT_MS = 3000;
/** Changes are pushed (NOTIFY); the job is read again this often all the same, in case one was missed. */
const STREAM_RECHECK_MS = 30_000;
/** Streams of one job open at once on this instance: a founder's tabs, not a crowd (issue 28 item 2). */
export const STREAMS_PER_JOB = 8;
const RETRY_AFTER_SECONDS = 5;

export const tooManyJobStreamsMessage = (limit: number) => `Too many open streams of this generation (${limit}). Close one and try again.`;

/**
 * The Server-Sent Events of a job: every finished part after Last-Event-ID (event id = the part's
 * position), then `end` with the final job, and the stream closes. Parts written by any instance
 * arrive as they are stored (JobChannel's LISTEN); a shutdown ends open streams (the browser
 * reconnects with Last-Event-ID to another instance). At most STREAMS_PER_JOB open per job (429
 * beyond); a stream with no new part for JOB_STREAM_IDLE_MS is ended (the browser's EventSource
 * opens it again, which counts it again), so a stuck job or a forgotten tab holds nothing for long.
 */
@Injectable()
export class JobEventStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<ServerResponse>();
  private readonly openPerJob = new Map<number, number>();

  constructor(
    private readonly jobs: GenerationJobs,
    private readonly channel: JobChannel,
    private readonly environment: IdeasEnvironment,
  ) {}

  beforeApplicationShutdown(): void {
    for (const response of this.open) response.end();
  }

  /**
   * Streams a job the caller may follow (checked before: `job`) on the reply, which this takes over;
   * 429 with Retry-After, before anything is written, when the job has STREAMS_PER_JOB open already.
   */
  async follow(job: GenerationJob, reply: FastifyReply, lastEventHeader: string | string[] | undefined): Promise<void> {
    const openOfJob = this.openPerJob.get(job.id) ?? 0;
    if (openOfJob >= STREAMS_PER_JOB) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpException(tooManyJobStreamsMessage(STREAMS_PER_JOB), HttpStatus.TOO_MANY_REQUESTS);
    }
    this.openPerJob.set(job.id, openOfJob + 1);
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) would otherwise hold the events back.
      'x-accel-buffering': 'no',
    });
    this.open.add(response);
    const heartbeat = setInterval(() => response.write(SSE_HEARTBEAT), SSE_HEARTBEAT_MS);
    response.once('close', () => {
      clearInterval(heartbeat);
      this.open.delete(response);
      const left = (this.openPerJob.get(job.id) ?? 1) - 1;
      if (left === 0) this.openPerJob.delete(job.id);
      else this.openPerJob.set(job.id, left);
    });
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    let sent = lastEventId(lastEventHeader);
    let idle = this.idleTimer();
    while (!response.writableEnded && !response.destroyed) {
      // Waiting from before the read, so no change falls between the two.
      const changed = this.channel.nextChange(job.id, STREAM_RECHECK_MS);
      const current = await this.jobs.find(job.id);
      if (!current) break;
      if (sent < current.parts.length) {
        idle.stop();
        idle = this.idleTimer();
      }
      for (; sent < current.parts.length; sent += 1) {
        const part = current.parts[sent];
        response.write(sseEvent(GENERATION_JOB_EVENTS.part, { ...part, done: sent + 1, requested: current.partsRequested.length }, sent + 1));
      }
      if (current.state !== 'running') {
        idle.stop();
        response.end(sseEvent(GENERATION_JOB_EVENTS.end, { ...current, parts: [] }));
        return;
      }
      if ((await Promise.race([changed, closed, idle.over])) === IDLE) break;
    }
    idle.stop();
    if (!response.writableEnded) response.end();
  }

  /** Resolves `over` to IDLE once JOB_STREAM_IDLE_MS have passed without stop(). */
  private idleTimer(): { over: Promise<typeof IDLE>; stop(): void } {
    let timer: NodeJS.Timeout | undefined;
    const over = new Promise<typeof IDLE>((resolve) => {
      timer = setTimeout(() => resolve(IDLE), this.environment.JOB_STREAM_IDLE_MS);
    });
    return { over, stop: () => clearTimeout(timer) };
  }
}

const IDLE = Symbol('idle');
