import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First migration of the community schema: it proves the pipeline (schema created at start,
 * migrations table inside it) before the service's tables arrive with their features.
 */
export class InitCommunitySchema1795333964810 implements MigrationInterface {
  name = 'InitCommunitySchema1795333964810';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`COMMENT ON SCHEMA "community" IS 'Owned by the community service; changed only by its migrations'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`COMMENT ON SCHEMA "community" IS NULL`);
  }
}
