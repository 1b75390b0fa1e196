import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generation jobs run on pg-boss (issue 26): its queue (schema ideas_jobs, made by pg-boss itself)
 * dispatches, retries and expires them; generation_jobs keeps what the API shows (parts, state) and
 * who writes a job now. Leases go: a runner holds a PostgreSQL advisory lock while it writes, so a
 * killed instance's jobs are seen at once (its connection closes). "queue_job_id" is the pg-boss job;
 * "claimed_at" says a runner holds the job (null while it waits in the queue). Jobs the old queue was
 * running end failed: no queue job exists for them.
 */
export class GenerationJobsOnPgBoss1797800000000 implements MigrationInterface {
  name = 'GenerationJobsOnPgBoss1797800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "ideas"."generation_jobs" SET "state" = 'failed', "error" = 'The generation stopped when the service was upgraded. Please try again.', "finished_at" = now()
        WHERE "state" = 'running'`,
    );
    await queryRunner.query(`DROP INDEX "ideas"."generation_jobs_lease"`);
    await queryRunner.query(`
      ALTER TABLE "ideas"."generation_jobs"
        DROP COLUMN "lease_until",
        DROP CONSTRAINT "generation_jobs_attempts_check",
        ALTER COLUMN "attempts" SET DEFAULT 0,
        ADD CONSTRAINT "generation_jobs_attempts_check" CHECK ("attempts" >= 0),
        ADD COLUMN "queue_job_id" uuid,
        ADD COLUMN "claimed_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "generation_jobs_claimed" ON "ideas"."generation_jobs" ("id") WHERE "state" = 'running' AND "claimed_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ideas"."generation_jobs_claimed"`);
    await queryRunner.query(`
      ALTER TABLE "ideas"."generation_jobs"
        DROP COLUMN "claimed_at",
        DROP COLUMN "queue_job_id",
        DROP CONSTRAINT "generation_jobs_attempts_check",
        ALTER COLUMN "attempts" SET DEFAULT 1,
        ADD COLUMN "lease_until" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE "ideas"."generation_jobs" SET "attempts" = 1 WHERE "attempts" = 0`);
    await queryRunner.query(`ALTER TABLE "ideas"."generation_jobs" ADD CONSTRAINT "generation_jobs_attempts_check" CHECK ("attempts" >= 1), ALTER COLUMN "lease_until" DROP DEFAULT`);
    await queryRunner.query(`CREATE INDEX "generation_jobs_lease" ON "ideas"."generation_jobs" ("lease_until") WHERE "state" = 'running'`);
  }
}
