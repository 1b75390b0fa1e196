import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /api/ideas pages newest first: each way of listing gets an index that ends in the creation
 * time, so the first page of 100,000 ideas reads a few index entries instead of sorting them all.
 * The session list walks (owner_user_id, created_at); a list by email walks (email, created_at)
 * and keeps the caller's own rows and the demo. The first replaces (owner_user_id, email), whose
 * owner prefix it keeps for the ownership checks.
 */
export class AddIdeaListIndexes1797300000000 implements MigrationInterface {
  name = 'AddIdeaListIndexes1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "startup_ideas_owner_user_created_idx" ON "ideas"."startup_ideas" ("owner_user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "startup_ideas_email_created_idx" ON "ideas"."startup_ideas" ("email", "created_at")`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_user_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "startup_ideas_owner_user_idx" ON "ideas"."startup_ideas" ("owner_user_id", "email")`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_email_created_idx"`);
    await queryRunner.query(`DROP INDEX "ideas"."startup_ideas_owner_user_created_idx"`);
  }
}
