import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The investors list's match scores kept per company (issue 33 item 7), so a page is one
 * index range instead of a score computed and sorted over every visible investor. investor_scorings
 * holds what the scores were computed from (the company's facts and team as text), the newest investor id
 * scored, and the list's counts; investor_scores one row per investor the company's team sees with the points it
 * falls short of 100, so best first then id reads the index forwards.
 */
export class ScoreInvestorsPerCompany1799300000460 implements MigrationInterface {
  name = 'ScoreInvestorsPerCompany1799300000460';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ideas"."investor_scorings" (
        "company_id" integer PRIMARY KEY REFERENCES "ideas"."companies" ("id") ON DELETE CASCADE,
        "facts" text NOT NULL,
        "scored_through" integer NOT NULL,
        "counts" jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "ideas"."investor_scores" (
        "company_id" integer NOT NULL REFERENCES "ideas"."investor_scorings" ("company_id") ON DELETE CASCADE,
        "investor_id" integer NOT NULL REFERENCES "ideas"."investors" ("id") ON DELETE CASCADE,
        "points_short" smallint NOT NULL CHECK ("points_short" BETWEEN 0 AND 100),
        PRIMARY KEY ("company_id", "investor_id")
      )`);
    await queryRunner.query(`CREATE INDEX "investor_scores_best_first" ON "ideas"."investor_scores" ("company_id", "points_short", "investor_id")`);
    await queryRunner.query(`CREATE INDEX "investor_scores_investor_id_idx" ON "ideas"."investor_scores" ("investor_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."investor_scores"`);
    await queryRunner.query(`DROP TABLE "ideas"."investor_scorings"`);
  }
}
