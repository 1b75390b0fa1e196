import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use emailed links (issue 31): password reset and email verification, stored as token hashes. */
export class AddEmailLinks1799000000000 implements MigrationInterface {
  name = 'AddEmailLinks1799000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "auth"."email_links" (
        "id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('password-reset', 'verify-email')),
        "token_hash" varchar(64) NOT NULL UNIQUE,
        "email" varchar(255) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "email_links_user" ON "auth"."email_links" ("user_id", "purpose") WHERE "used_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth"."email_links"`);
  }
}
