import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/ideas pages newest first: each way of listing gets an index that ends in the creation
 * time, so the first page of 100,000 ideas reads a few index entries instead of sorting them all.
 * They replace the two owner indexes, whose columns they begin with (the browser claim and the
 * ownership checks use those prefixes).
 */
export class AddIdeaListIndexes1797300000000 implements MigrationInterface {
  name = 'AddIdeaListIndexes1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "startup_ideas_owner_user_created_idx" ON "ideas"."startup_ideas" ("owner_user_id", "created_at")`);
    await queryRunner.query(
      `CREATE INDEX "startup_ideas_owner_user_email_created_idx" ON "ideas"."startup_ideas" ("owner_user_id", "email", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "startup_ideas_owner_browser_email_created_idx" ON "ideas"."startup_ideas" ("owner_browser_id", "email", "created_at") WHERE "owner_user_id" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_user_idx"`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_browser_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "startup_ideas_owner_user_idx" ON "ideas"."startup_ideas" ("owner_user_id", "email")`);
    await queryRunner.query(`CREATE INDEX "startup_ideas_owner_browser_idx" ON "ideas"."startup_ideas" ("owner_browser_id") WHERE "owner_user_id" IS NULL`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_browser_email_created_idx"`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_user_email_created_idx"`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_user_created_idx"`);
  }
}
