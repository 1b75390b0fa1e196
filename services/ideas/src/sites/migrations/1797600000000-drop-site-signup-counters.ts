import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The website sign-up attempts are counted in ideas.rate_limit_counters (server-kit's throttler storage). */
export class DropSiteSignupCounters1797600000000 implements MigrationInterface {
  name = 'DropSiteSignupCounters1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."site_signup_counters"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ideas"."site_signup_counters" (
        "key" varchar(64) PRIMARY KEY,
        "hits" integer NOT NULL,
        "window_ends_at" timestamptz NOT NULL
      )`);
  }
}
