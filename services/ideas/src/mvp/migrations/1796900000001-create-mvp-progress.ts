import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The MVP builder's Launch Checklist per company (item ids as in mvp-builder-api.ts when this migration was made). */
export class CreateMvpProgress1796900000001 implements MigrationInterface {
  name = 'CreateMvpProgress1796900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ideas"."mvp_progress" (
        "company_id" integer PRIMARY KEY REFERENCES "ideas"."companies" ("id") ON DELETE CASCADE,
        "checklist" text[] NOT NULL DEFAULT '{}' CHECK ("checklist" <@ ARRAY['code-downloaded', 'tests-passing', 'hosting-ready', 'domain-connected', 'https-enabled', 'monitoring-on', 'website-published', 'first-users-invited']::text[]),
        "launched_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."mvp_progress"`);
  }
}
