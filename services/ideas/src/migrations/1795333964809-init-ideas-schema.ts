import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First migration of the ideas schema: it proves the pipeline (schema created at start,
 * migrations table inside it) before the service's tables arrive with their features.
 */
export class InitIdeasSchema1795333964809 implements MigrationInterface {
  name = 'InitIdeasSchema1795333964809';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`COMMENT ON SCHEMA "ideas" IS 'Owned by the ideas service; changed only by its migrations'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`COMMENT ON SCHEMA "ideas" IS NULL`);
  }
}
