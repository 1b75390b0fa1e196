import type { MigrationInterface, QueryRunner } from 'typeorm';

/** idea_shares.views: how many times the shared page was opened with the link (issue 14), shown to the owner. */
export class CountShareViews1797000000000 implements MigrationInterface {
  name = 'CountShareViews1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares" ADD "views" integer NOT NULL DEFAULT 0 CHECK ("views" >= 0)`);
    await queryRunner.query(`CREATE INDEX "idea_shares_live_by_idea" ON "ideas"."idea_shares" ("idea_id", "created_at" DESC) WHERE "revoked_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ideas"."idea_shares_live_by_idea"`);
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares" DROP COLUMN "views"`);
  }
}
