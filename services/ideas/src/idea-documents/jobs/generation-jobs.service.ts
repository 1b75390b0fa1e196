import { ConflictException, Inject, Injectable, Logger, NotFoundException, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { GenerationJob } from '@founder/contracts';
import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { partIdsOf, type AnyDocumentKind } from '../document-kind';
import { KEPT_VERSIONS_COUNT, storedPartsSql, trimVersions, type Queryable } from '../stored-parts';
import { GenerationService, providerOfParts } from '../writers/generation.service';
import { IdeasEnvironment } from '../../ideas-environment';
import { ideaFactsOf } from '../../ideas/idea-facts-of';
import { REGISTERED_DOCUMENT_KINDS } from '../../ideas/registered-document-kinds';
import type { StoredIdea } from '../../ideas/startup-idea.entity';
import { IdeaAccess } from '../../ideas/idea-access.service';
import type { IdeaCaller } from '../../owners/idea-caller';
import { jobOf, type GenerationJobRow } from './generation-job-row';

export const JOB_NOT_FOUND = 'Generation not found';
export const JOB_ALREADY_FINISHED = 'This generation has already finished';
export const OTHER_GENERATION_RUNNING = 'Another generation of this document is running. Please try again when it is done.';
/** A job is resumed after a restart at most this many times, then marked failed. */
export const JOB_MAX_ATTEMPTS = 3;
export const JOB_RESTARTED_TOO_OFTEN = `The generation stopped: the service restarted ${JOB_MAX_ATTEMPTS} times while writing it`;

const JOBS = '"ideas"."generation_jobs"';

/** UPDATE ... RETURNING answers [rows, count] through TypeORM's query(). */
async function updated(db: Queryable, sql: string, parameters: unknown[]): Promise<GenerationJobRow[]> {
  const [rows] = (await db.query(sql, parameters)) as [GenerationJobRow[], number];
  return rows;
}

/**
 * Generation as stored jobs (README, 'Generation jobs'). A job of a whole document stores each
 * part as soon as it is written, then the document and its versions in one transaction. The
 * instance running a job renews its lease; a job whose lease runs out (its instance stopped or was
 * killed) is resumed by any instance with only its missing parts, at most JOB_MAX_ATTEMPTS times.
 * One running job per idea and kind (partial unique index): a second start joins it.
 */
@Injectable()
export class GenerationJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('GenerationJobs');
  private readonly changes = new EventEmitter().setMaxListeners(0);
  private readonly running = new Map<number, AbortController>();
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly access: IdeaAccess,
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
    private readonly environment: IdeasEnvironment,
    @Inject(REGISTERED_DOCUMENT_KINDS) private readonly kinds: readonly AnyDocumentKind[],
  ) {}

  onApplicationBootstrap(): void {
    void this.resumeAbandoned();
    this.sweeper = setInterval(() => void this.resumeAbandoned(), this.leaseMs / 3);
    this.sweeper.unref();
  }

  /** Running jobs stop here and are released for the next instance to resume at once. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    const ids = [...this.running.keys()];
    for (const controller of this.running.values()) controller.abort();
    if (ids.length) await this.dataSource.query(`UPDATE ${JOBS} SET "lease_until" = now() WHERE "id" = ANY($1) AND "state" = 'running'`, [ids]);
  }

  /**
   * LLM parts of a document of an idea the caller may change (checked by the caller of this method):
   * every part (a whole new document) or one (a regenerated part; the others stay as they are), as a
   * running job written in the background; a start of the same parts while one runs joins it, of
   * other parts is 409. (The built-in composer writes in the request, with no job.)
   */
  async start(kind: AnyDocumentKind, idea: StoredIdea, caller: IdeaCaller, input: unknown, ids: string[] = partIdsOf(kind)): Promise<GenerationJob> {
    for (;;) {
      const [row] = (await this.dataSource.query(
        `INSERT INTO ${JOBS} ("idea_id", "kind", "parts_requested", "input", "author_user_id", "lease_until")
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
         ON CONFLICT ("idea_id", "kind") WHERE "state" = 'running' DO NOTHING RETURNING *`,
        [idea.id, kind.kind, ids, input === undefined ? null : JSON.stringify(input), caller.userId, this.leaseMs],
      )) as GenerationJobRow[];
      if (row) {
        void this.run(row);
        return jobOf(row);
      }
      const [joined] = (await this.dataSource.query(`SELECT * FROM ${JOBS} WHERE "idea_id" = $1 AND "kind" = $2 AND "state" = 'running'`, [idea.id, kind.kind])) as GenerationJobRow[];
      // The running job may have ended between the two statements: then start anew.
      if (!joined) continue;
      if (joined.parts_requested.join() !== ids.join()) throw new ConflictException(OTHER_GENERATION_RUNNING);
      return jobOf(joined);
    }
  }

  /** A job of an idea the caller may read, or 404 (someone else's idea or job: the same answer). */
  async readable(ideaId: number, jobId: number, caller: IdeaCaller): Promise<GenerationJob> {
    const idea = await this.access.readable(ideaId, caller);
    const job = await this.find(jobId);
    if (!job || job.ideaId !== idea.id) throw new NotFoundException(JOB_NOT_FOUND);
    return job;
  }

  /** The latest job of a kind of an idea the caller may read, or null. */
  async latest(kind: AnyDocumentKind, ideaId: number, caller: IdeaCaller): Promise<GenerationJob | null> {
    const idea = await this.access.readable(ideaId, caller);
    const [row] = (await this.dataSource.query(`SELECT * FROM ${JOBS} WHERE "idea_id" = $1 AND "kind" = $2 ORDER BY "id" DESC LIMIT 1`, [idea.id, kind.kind])) as GenerationJobRow[];
    return row ? jobOf(row) : null;
  }

  /** Stops a running job of an idea the caller may change; its finished parts stay on the job, the document stays as it was. */
  async cancel(ideaId: number, jobId: number, caller: IdeaCaller): Promise<GenerationJob> {
    await this.access.writable(ideaId, caller);
    await this.readable(ideaId, jobId, caller);
    const [row] = await updated(
      this.dataSource,
      `UPDATE ${JOBS} SET "state" = 'cancelled', "finished_at" = now() WHERE "id" = $1 AND "state" = 'running' RETURNING *`,
      [jobId],
    );
    if (!row) throw new ConflictException(JOB_ALREADY_FINISHED);
    this.running.get(jobId)?.abort();
    this.changed(jobId);
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
      const job = await this.find(jobId);
      if (!job || job.state !== 'running') return job;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await this.nextChange(jobId, Math.min(left, 1000));
    }
  }

  /** Resolves when this instance changes the job, or after `waitMs` (another instance may be writing it). */
  nextChange(jobId: number, waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.changes.off(String(jobId), done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.changes.once(String(jobId), done);
    });
  }

  private get leaseMs(): number {
    return this.environment.GENERATION_JOB_LEASE_MS;
  }

  private changed(jobId: number): void {
    this.changes.emit(String(jobId));
  }

  private async run(row: GenerationJobRow): Promise<void> {
    const controller = new AbortController();
    this.running.set(row.id, controller);
    const renewal = setInterval(() => void this.renew(row, controller), this.leaseMs / 3);
    try {
      const kind = this.kinds.find((candidate) => candidate.kind === row.kind);
      const idea = await this.access.stored(row.idea_id);
      if (!kind || !idea) throw new Error(`the ${kind ? 'idea' : 'kind'} no longer exists`);
      const done = new Set(row.parts.map((part) => part.id));
      const remaining = row.parts_requested.filter((id) => !done.has(id));
      await this.generation.eachPart(
        kind.document,
        ideaFactsOf(idea),
        remaining,
        row.input ?? undefined,
        async ({ id, part, provider }) => {
          const stored = await updated(
            this.dataSource,
            `UPDATE ${JOBS} SET "parts" = "parts" || $2::jsonb
              WHERE "id" = $1 AND "state" = 'running' AND "runner" = $3 AND NOT "parts" @> jsonb_build_array(jsonb_build_object('id', $4::text))
              RETURNING "id"`,
            [row.id, JSON.stringify([{ id, content: part, provider }]), row.runner, id],
          );
          // Cancelled meanwhile, or claimed by another runner (this one looked gone): write nothing more.
          if (stored.length === 0) controller.abort();
          this.changed(row.id);
        },
        controller.signal,
      );
      if (!controller.signal.aborted) await this.finish(row.id, row.runner);
    } catch (error) {
      if (!controller.signal.aborted) {
        this.logger.error(`Generation job ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        await this.fail(row.id, 'The generation failed. Please try again.');
      }
    } finally {
      clearInterval(renewal);
      this.running.delete(row.id);
      this.changed(row.id);
    }
  }

  /** Every part written: the job done, the document (over any earlier one) and a version of each part, in one statement. */
  private async finish(jobId: number, runner: string): Promise<void> {
    const job = await this.find(jobId);
    if (!job || job.state !== 'running') return;
    const [row] = (await this.dataSource.query(
      `WITH "job" AS (
         UPDATE ${JOBS} SET "state" = 'done', "provider" = $3, "finished_at" = now() WHERE "id" = $4 AND "state" = 'running' AND "runner" = $5 RETURNING *
       ), ${storedPartsSql('$1', '$2', '(SELECT "parts" FROM "job")', '(SELECT "author_user_id" FROM "job")')}
       SELECT ${KEPT_VERSIONS_COUNT}`,
      [job.ideaId, job.kind, providerOfParts(job.parts.map((part) => part.provider)), jobId, runner],
    )) as Array<{ kept_versions: number }>;
    if (row.kept_versions > 0) await trimVersions(this.dataSource, job.ideaId, job.kind);
  }

  private async fail(jobId: number, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE ${JOBS} SET "state" = 'failed', "error" = $2, "finished_at" = now() WHERE "id" = $1 AND "state" = 'running'`, [jobId, error]);
    this.changed(jobId);
  }

  private async renew({ id, runner }: GenerationJobRow, controller: AbortController): Promise<void> {
    const rows = await updated(
      this.dataSource,
      `UPDATE ${JOBS} SET "lease_until" = now() + $2 * interval '1 millisecond' WHERE "id" = $1 AND "state" = 'running' AND "runner" = $3 RETURNING "id"`,
      [id, this.leaseMs, runner],
    ).catch(() => null);
    if (rows?.length === 0) controller.abort();
  }

  /** Claims running jobs whose lease ran out (their instance is gone) and resumes them, or fails those resumed too often. */
  private async resumeAbandoned(): Promise<void> {
    const rows = await updated(
      this.dataSource,
      `UPDATE ${JOBS} SET "attempts" = "attempts" + 1, "runner" = gen_random_uuid(), "lease_until" = now() + $1 * interval '1 millisecond'
        WHERE "id" IN (SELECT "id" FROM ${JOBS} WHERE "state" = 'running' AND "lease_until" < now() AND NOT ("id" = ANY($2::integer[])) FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      // Never one this instance writes (its lease may look out of date while the event loop is busy).
      [this.leaseMs, [...this.running.keys()]],
    ).catch((error: unknown) => {
      this.logger.warn(`Could not look for abandoned generation jobs: ${error instanceof Error ? error.message : String(error)}`);
      return [] as GenerationJobRow[];
    });
    for (const row of rows) {
      if (row.attempts > JOB_MAX_ATTEMPTS) {
        this.logger.warn(`Generation job ${row.id} failed: resumed ${JOB_MAX_ATTEMPTS - 1} times already`);
        await this.fail(row.id, JOB_RESTARTED_TOO_OFTEN);
      } else {
        this.logger.log(`Resuming generation job ${row.id} (${row.parts.length} of ${row.parts_requested.length} parts written)`);
        void this.run(row);
      }
    }
  }
}
