import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a session was opened with 'Remember me': a password change replaces the browser's
 * session with a new one and must keep its kind (persistent cookie or browser-session cookie).
 */
export class AddSessionPersistence1795420800000 implements MigrationInterface {
  name = 'AddSessionPersistence1795420800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."sessions" ADD "persistent" boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."sessions" DROP COLUMN "persistent"`);
  }
}
