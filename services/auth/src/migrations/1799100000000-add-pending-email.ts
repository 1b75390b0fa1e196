import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email change waits for the new address to be confirmed (issue 31 item 3): the address asked for
 * is kept beside the current one, and its link has a purpose of its own.
 */
export class AddPendingEmail1799100000000 implements MigrationInterface {
  name = 'AddPendingEmail1799100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."users" ADD "pending_email" varchar(255)`);
    await queryRunner.query(`ALTER TABLE "auth"."email_links" DROP CONSTRAINT "email_links_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "auth"."email_links" ADD CONSTRAINT "email_links_purpose_check" CHECK ("purpose" IN ('password-reset', 'verify-email', 'change-email'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "auth"."email_links" WHERE "purpose" = 'change-email'`);
    await queryRunner.query(`ALTER TABLE "auth"."email_links" DROP CONSTRAINT "email_links_purpose_check"`);
    await queryRunner.query(`ALTER TABLE "auth"."email_links" ADD CONSTRAINT "email_links_purpose_check" CHECK ("purpose" IN ('password-reset', 'verify-email'))`);
    await queryRunner.query(`ALTER TABLE "auth"."users" DROP COLUMN "pending_email"`);
  }
}
