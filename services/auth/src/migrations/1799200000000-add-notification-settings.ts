import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email notifications (issue 31): each founder's switched-off kinds (a missing row or kind is on)
 * and sign-up mode, and the site sign-ups waiting for the founder's daily digest.
 */
export class AddNotificationSettings1799200000000 implements MigrationInterface {
  name = 'AddNotificationSettings1799200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "auth"."notification_settings" (
        "user_id" integer PRIMARY KEY REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "disabled_kinds" text[] NOT NULL DEFAULT '{}',
        "site_sign_up_mode" varchar(12) NOT NULL DEFAULT 'immediately' CHECK ("site_sign_up_mode" IN ('immediately', 'daily')),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "auth"."pending_site_sign_ups" (
        "id" integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "site_name" varchar(200) NOT NULL,
        "page_path" varchar(300) NOT NULL,
        "visitor_email" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "pending_site_sign_ups_user" ON "auth"."pending_site_sign_ups" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "auth"."pending_site_sign_ups"`);
    await queryRunner.query(`DROP TABLE "auth"."notification_settings"`);
  }
}
