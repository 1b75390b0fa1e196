import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { GENERATION_JOB_EVENTS, type GenerationJob } from '@founder/contracts';
import type { ServerResponse } from 'node:http';
import { GenerationJobs } from './generation-jobs.service';
import { JobChannel } from './job-channel';
import { lastEventId, sseEvent, SSE_HEARTBEAT } from './server-sent-events';

/** A heartbeat at least this often: under the gateway's 8 s idle deadline. */
export const SSE_HEARTBEAT_MS = 3000;
/** Changes are pushed (NOTIFY); the job is read again this often all the same, in case one was missed. */
const STREAM_RECHECK_MS = 30_000;

/**
 * The Server-Sent Events of a job: every finished part after Last-Event-ID (event id = the part's
 * position), then `end` with the final job, and the stream closes. Parts written by any instance
 * arrive as they are stored (JobChannel's LISTEN); a shutdown ends open streams (the browser
 * reconnects with Last-Event-ID to another instance).
 */
@Injectable()
export class JobEventStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly jobs: GenerationJobs,
    private readonly channel: JobChannel,
  ) {}

  beforeApplicationShutdown(): void {
    for (const response of this.open) response.end();
  }

  /** Streams a job the caller may read (checked before: `job`) on a response nobody else writes. */
  async follow(job: GenerationJob, response: ServerResponse, lastEventHeader: string | string[] | undefined): Promise<void> {
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
    });
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    let sent = lastEventId(lastEventHeader);
    while (!response.writableEnded && !response.destroyed) {
      // Waiting from before the read, so no change falls between the two.
      const changed = this.channel.nextChange(job.id, STREAM_RECHECK_MS);
      const current = await this.jobs.find(job.id);
      if (!current) break;
      for (; sent < current.parts.length; sent += 1) {
        const part = current.parts[sent];
        response.write(sseEvent(GENERATION_JOB_EVENTS.part, { ...part, done: sent + 1, requested: current.partsRequested.length }, sent + 1));
      }
      if (current.state !== 'running') {
        response.end(sseEvent(GENERATION_JOB_EVENTS.end, { ...current, parts: [] }));
        return;
      }
      await Promise.race([changed, closed]);
    }
    if (!response.writableEnded) response.end();
  }
}
