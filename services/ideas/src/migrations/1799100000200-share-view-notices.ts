import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner is emailed when new visitors open a share link (issue 31 item 4), at most once an hour
 * per link: the views already told of and when. Views counted before are not news.
 */
export class ShareViewNotices1799100000200 implements MigrationInterface {
  name = 'ShareViewNotices1799100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares"
      ADD COLUMN "views_notified" integer NOT NULL DEFAULT 0,
      ADD COLUMN "notified_at" timestamptz`);
    await queryRunner.query(`UPDATE "ideas"."idea_shares" SET "views_notified" = "views"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares" DROP COLUMN "notified_at", DROP COLUMN "views_notified"`);
  }
}
