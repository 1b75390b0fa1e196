import { ActivityRecorder } from '../../activity/activity-recorder';
import { generatedActivity } from '../../activity/document-activity';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { GenerationJob } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { ReadinessChecks } from '@founder/server-kit';
import { IdeasEnvironment } from '../../ideas-environment';
import { Access } from '../../access/access.service';
import { IdeaViews } from '../../access/idea-views';
import { ideaFactsOf } from '../../ideas/idea-facts-of';
import { REGISTERED_DOCUMENT_KINDS } from '../../ideas/registered-document-kinds';
import type { StoredIdea } from '../../ideas/startup-idea.entity';
import type { IdeaCaller } from '../../owners/idea-caller';
import { partIdsOf, type AnyDocumentKind } from '../document-kind';
import { KEPT_VERSIONS_COUNT, storedPartsSql, trimVersions } from '../stored-parts';
import { GenerationService, providerOfParts } from '../writers/generation.service';
import { jobOf, type GenerationJobRow } from './generation-job-row';
import { GenerationQueue, JOB_MAX_ATTEMPTS } from './generation-queue';
import { JobChannel, notifyJobChanged } from './job-channel';

export const JOB_NOT_FOUND = 'Generation not found';
export const JOB_ALREADY_FINISHED = 'This generation has already finished';
export const OTHER_GENERATION_RUNNING = 'Another generation of this document is running. Please try again when it is done.';
export const JOB_RESTARTED_TOO_OFTEN = `The generation stopped: the service restarted ${JOB_MAX_ATTEMPTS} times while writing it`;
export const GENERATION_FAILED = 'The generation failed. Please try again.';

const JOBS = '"ideas"."generation_jobs"';

/**
 * Generation by an LLM as jobs (README, 'Generation jobs'). A job is a row of generation_jobs (what
 * the API shows: its parts as soon as each is written, its state) run by the pg-boss queue on any
 * instance (GenerationQueue). Its writer holds the job's lock on this instance's session
 * (JobChannel) and stores each part as it comes, then the document and its versions in one
 * statement; every change NOTIFYs, so streams and waiting requests on any instance follow it. A
 * job whose writer is gone (the lock is free) goes back to the queue, and is resumed with only its
 * missing parts, at most JOB_MAX_ATTEMPTS times. One running job per idea and kind (partial unique
 * index): a second start joins it.
 */
@Injectable()
export class GenerationJobs implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('GenerationJobs');
  /** The jobs this instance writes now. */
  private readonly running = new Map<number, AbortController>();
  private supervisor?: NodeJS.Timeout;
  private stopping = false;

  constructor(
    private readonly access: Access,
    private readonly ideaViews: IdeaViews,
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
    private readonly queue: GenerationQueue,
    private readonly channel: JobChannel,
    private readonly environment: IdeasEnvironment,
    @Inject(REGISTERED_DOCUMENT_KINDS) private readonly kinds: readonly AnyDocumentKind[],
    private readonly readiness: ReadinessChecks,
    private readonly activity: ActivityRecorder,
  ) {}

  /**
   * Where an LLM is configured: the queue (web instances queue jobs on it), and on instances that run
   * workers (IDEAS_ROLE worker or both) its workers and the supervisor that hands back jobs whose
   * writer is gone. The instance is ready once the queue runs.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.generation.llmConfigured) return;
    this.readiness.add('generation-queue', () => (this.queue.running ? null : 'The generation queue is not running'));
    if (!this.environment.runsWorkers) return this.queue.start(null);
    await this.queue.start((jobId) => this.run(jobId));
    this.supervisor = setInterval(() => void this.handBackAbandoned(), this.environment.GENERATION_JOB_SWEEP_MS);
    this.supervisor.unref();
  }

  /**
   * Jobs written here stop and go back to the queue, where another instance resumes them at once.
   * Before any module's shutdown: the LLM slots close in theirs, and a part whose call failed for that
   * would otherwise be written by the built-in composer and kept.
   */
  onModuleDestroy(): void {
    this.stopping = true;
    for (const controller of this.running.values()) controller.abort();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.supervisor);
    await this.queue.stop();
    await this.channel.close();
  }

  /**
   * LLM parts of a document of an idea the caller may change (checked by the caller of this method):
   * every part (a whole new document) or one (a regenerated part; the others stay as they are), as a
   * job written by the queue's workers; a start of the same parts while one runs joins it, of other
   * parts is 409. (The built-in composer writes in the request, with no job.)
   */
  async start(kind: AnyDocumentKind, idea: StoredIdea, caller: IdeaCaller, input: unknown, ids: string[] = partIdsOf(kind)): Promise<GenerationJob> {
    for (;;) {
      const [row] = (await this.dataSource.query(
        `INSERT INTO ${JOBS} ("idea_id", "kind", "parts_requested", "input", "author_user_id", "queue_job_id")
         VALUES ($1, $2, $3, $4, $5, gen_random_uuid())
         ON CONFLICT ("idea_id", "kind") WHERE "state" = 'running' DO NOTHING RETURNING *`,
        [idea.id, kind.kind, ids, input === undefined ? null : JSON.stringify(input), caller.userId],
      )) as Array<GenerationJobRow & { queue_job_id: string }>;
      if (row) {
        await this.queue.enqueue(row.id, row.queue_job_id, ids.length, `${idea.id}:${kind.kind}`).catch(async (error: unknown) => {
          this.logger.error(`Generation job ${row.id} could not be queued: ${error instanceof Error ? error.message : String(error)}`);
          await this.fail(row.id, GENERATION_FAILED);
        });
        return jobOf(row);
      }
      const [joined] = (await this.dataSource.query(`SELECT * FROM ${JOBS} WHERE "idea_id" = $1 AND "kind" = $2 AND "state" = 'running'`, [idea.id, kind.kind])) as GenerationJobRow[];
      // The running job may have ended between the two statements: then start anew.
      if (!joined) continue;
      if (joined.parts_requested.join() !== ids.join()) throw new ConflictException(OTHER_GENERATION_RUNNING);
      return jobOf(joined);
    }
  }

  /** A job of an idea the caller may read (or follow), or 404 (someone else's idea or job: the same answer). */
  async readable(ideaId: number, jobId: number, caller: IdeaCaller, permission: 'idea.read' | 'idea.follow' = 'idea.read'): Promise<GenerationJob> {
    const idea = await this.access.requireAccess(caller, permission, ideaId);
    const job = await this.find(jobId);
    if (!job || job.ideaId !== idea.id) throw new NotFoundException(JOB_NOT_FOUND);
    return job;
  }

  /** The latest job of a kind of an idea the caller may read, or null. */
  async latest(kind: AnyDocumentKind, ideaId: number, caller: IdeaCaller): Promise<GenerationJob | null> {
    const idea = await this.access.requireAccess(caller, 'idea.read', ideaId);
    const [row] = (await this.dataSource.query(`SELECT * FROM ${JOBS} WHERE "idea_id" = $1 AND "kind" = $2 ORDER BY "id" DESC LIMIT 1`, [idea.id, kind.kind])) as GenerationJobRow[];
    return row ? jobOf(row) : null;
  }

  /** Stops a running job of an idea the caller may change, wherever it is written; its finished parts stay on the job, the document stays as it was. */
  async cancel(ideaId: number, jobId: number, caller: IdeaCaller): Promise<GenerationJob> {
    await this.access.requireAccess(caller, 'idea.update', ideaId);
    await this.readable(ideaId, jobId, caller);
    const [row] = await this.changeJob(`UPDATE ${JOBS} SET "state" = 'cancelled', "finished_at" = now() WHERE "id" = $1 AND "state" = 'running' RETURNING *`, [jobId]);
    if (!row) throw new ConflictException(JOB_ALREADY_FINISHED);
    return jobOf(row);
  }

  async find(jobId: number): Promise<GenerationJob | null> {
    const [row] = (await this.dataSource.query(`SELECT * FROM ${JOBS} WHERE "id" = $1`, [jobId])) as GenerationJobRow[];
    return row ? jobOf(row) : null;
  }

  /** The job once it has ended, or null when it still runs after `limitMs`. */
  async ended(jobId: number, limitMs: number): Promise<GenerationJob | null> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const left = deadline - Date.now();
      const changed = this.channel.nextChange(jobId, Math.max(0, left));
      const job = await this.find(jobId);
      if (!job || job.state !== 'running') return job;
      if (left <= 0) return null;
      await changed;
    }
  }

  /**
   * A queue job: the generation job's missing parts, written here. Its lock first (false: a live
   * writer has it, so the queue tries again later), then a new runner and attempt. A writer stopped
   * while the job still runs (a shutdown here, or its claim taken) hands it back to the queue by
   * throwing; one whose job ended (cancelled) just stops.
   */
  private async run(jobId: number): Promise<void> {
    if (!(await this.channel.hold(jobId))) throw new Error(`Generation job ${jobId} has a writer elsewhere`);
    let handBack = false;
    try {
      const [row] = await this.changeJob(
        `UPDATE ${JOBS} SET "attempts" = "attempts" + 1, "runner" = gen_random_uuid(), "claimed_at" = now() WHERE "id" = $1 AND "state" = 'running' RETURNING *`,
        [jobId],
      );
      if (!row) return;
      if (row.attempts > JOB_MAX_ATTEMPTS) {
        this.logger.warn(`Generation job ${jobId} failed: resumed ${JOB_MAX_ATTEMPTS - 1} times already`);
        await this.fail(jobId, JOB_RESTARTED_TOO_OFTEN);
        return;
      }
      if (row.attempts > 1) this.logger.log(`Resuming generation job ${jobId} (${row.parts.length} of ${row.parts_requested.length} parts written)`);
      handBack = await this.write(row);
    } finally {
      await this.channel.letGo(jobId);
    }
    if (handBack) throw new Error(`Generation job ${jobId} was stopped before its end; it goes back to the queue`);
  }

  /** Writes a claimed job's missing parts, each stored at once, then the document. True when it stopped while the job still runs. */
  private async write(row: GenerationJobRow): Promise<boolean> {
    const controller = new AbortController();
    this.running.set(row.id, controller);
    if (this.stopping) controller.abort();
    // A cancel (on any instance) stops the writing at once, not at the next part.
    const stopWatching = this.channel.watch(row.id, () => void this.stopUnlessRunning(row, controller));
    try {
      const kind = this.kinds.find((candidate) => candidate.kind === row.kind);
      const idea = await this.ideaViews.stored(row.idea_id);
      if (!kind || !idea) throw new Error(`the ${kind ? 'idea' : 'kind'} no longer exists`);
      const done = new Set(row.parts.map((part) => part.id));
      await this.generation.eachPart(
        kind.document,
        ideaFactsOf(idea),
        row.parts_requested.filter((id) => !done.has(id)),
        row.input ?? undefined,
        async ({ id, part, provider, fallbackReason }) => {
          const stored = await this.changeJob(
            `UPDATE ${JOBS} SET "parts" = "parts" || $2::jsonb
              WHERE "id" = $1 AND "state" = 'running' AND "runner" = $3 AND NOT "parts" @> jsonb_build_array(jsonb_build_object('id', $4::text))
              RETURNING "id"`,
            [row.id, JSON.stringify([{ id, content: part, provider, fallbackReason }]), row.runner, id],
          );
          // Cancelled meanwhile, or taken over by another writer: write nothing more.
          if (stored.length === 0) controller.abort();
        },
        controller.signal,
      );
      if (!controller.signal.aborted) await this.finish(row.id, row.runner);
    } catch (error) {
      if (!controller.signal.aborted) {
        this.logger.error(`Generation job ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await this.fail(row.id, GENERATION_FAILED);
      }
    } finally {
      stopWatching();
      this.running.delete(row.id);
    }
    if (!controller.signal.aborted) return false;
    const [released] = (await this.dataSource.query(`UPDATE ${JOBS} SET "claimed_at" = NULL WHERE "id" = $1 AND "runner" = $2 AND "state" = 'running' RETURNING "id"`, [
      row.id,
      row.runner,
    ])) as [unknown[], number];
    return released.length > 0 || (await this.find(row.id))?.state === 'running';
  }

  private async stopUnlessRunning({ id, runner }: GenerationJobRow, controller: AbortController): Promise<void> {
    const [current] = (await this.dataSource.query(`SELECT "state", "runner" FROM ${JOBS} WHERE "id" = $1`, [id]).catch(() => [])) as GenerationJobRow[];
    if (current && (current.state !== 'running' || current.runner !== runner)) controller.abort();
  }

  /** Every part written: the job done, the document (over any earlier one) and a version of each part, in one statement. */
  private async finish(jobId: number, runner: string): Promise<void> {
    const job = await this.find(jobId);
    if (!job || job.state !== 'running') return;
    const [row] = (await this.dataSource.query(
      `WITH "job" AS (
         UPDATE ${JOBS} SET "state" = 'done', "provider" = $3, "finished_at" = now() WHERE "id" = $4 AND "state" = 'running' AND "runner" = $5 RETURNING *
       ), ${storedPartsSql('$1', '$2', '(SELECT "parts" FROM "job")', '(SELECT "author_user_id" FROM "job")')}
       SELECT ${KEPT_VERSIONS_COUNT}, (SELECT "author_user_id" FROM "job") AS "author_user_id", EXISTS (SELECT 1 FROM "job") AS "finished", ${notifyJobChanged('$4::integer')}`,
      [job.ideaId, job.kind, providerOfParts(job.parts.map((part) => part.provider)), jobId, runner],
    )) as Array<{ kept_versions: number; author_user_id: number | null; finished: boolean }>;
    if (row.kept_versions > 0) await trimVersions(this.dataSource, job.ideaId, job.kind);
    if (row.finished) await this.activity.idea(job.ideaId, generatedActivity(job.kind, row.author_user_id, job.partsRequested));
  }

  private async fail(jobId: number, error: string): Promise<void> {
    await this.changeJob(`UPDATE ${JOBS} SET "state" = 'failed', "error" = $2, "finished_at" = now() WHERE "id" = $1 AND "state" = 'running' RETURNING "id"`, [jobId, error]);
  }

  /** An UPDATE ... RETURNING of jobs whose every changed row is NOTIFYed to all instances; answers the rows. */
  private async changeJob(update: string, parameters: unknown[]): Promise<GenerationJobRow[]> {
    return (await this.dataSource.query(`WITH "changed" AS (${update}) SELECT "changed".*, ${notifyJobChanged('"changed"."id"')} FROM "changed"`, parameters)) as GenerationJobRow[];
  }

  /**
   * Running jobs claimed by a writer whose session is gone (their lock is free: the instance was
   * killed or cut off) go back to the queue, where any instance resumes them. One instance wins
   * each: the one whose UPDATE still finds the runner it saw.
   */
  private async handBackAbandoned(): Promise<void> {
    try {
      const rows = (await this.dataSource.query(
        `SELECT "id", "runner", "queue_job_id" FROM ${JOBS} WHERE "state" = 'running' AND "claimed_at" IS NOT NULL AND NOT ("id" = ANY($1::integer[]))`,
        [[...this.running.keys()]],
      )) as Array<{ id: number; runner: string; queue_job_id: string }>;
      for (const { id, runner, queue_job_id: queueJobId } of rows) {
        if (!(await this.channel.hold(id))) continue;
        try {
          const [released] = (await this.dataSource.query(`UPDATE ${JOBS} SET "claimed_at" = NULL WHERE "id" = $1 AND "runner" = $2 AND "state" = 'running' RETURNING "id"`, [id, runner])) as [unknown[], number];
          if (released.length > 0) {
            this.logger.warn(`Generation job ${id} lost its writer; it goes back to the queue`);
            await this.queue.release(queueJobId);
          }
        } finally {
          await this.channel.letGo(id);
        }
      }
    } catch (error) {
      this.logger.warn(`Could not look for abandoned generation jobs: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
