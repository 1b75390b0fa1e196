import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The networking profiles list (public, newest change first) reads an index range instead of
 * sorting every profile (issue 33); the stage filter has the same keys behind it.
 */
export class IndexProfileList1797900000001 implements MigrationInterface {
  name = 'IndexProfileList1797900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "networking_profiles_list_idx" ON "community"."networking_profiles" ("visibility", "updated_at", "id")`);
    await queryRunner.query(`CREATE INDEX "networking_profiles_stage_list_idx" ON "community"."networking_profiles" ("stage", "visibility", "updated_at", "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "community"."networking_profiles_stage_list_idx"`);
    await queryRunner.query(`DROP INDEX "community"."networking_profiles_list_idx"`);
  }
}
