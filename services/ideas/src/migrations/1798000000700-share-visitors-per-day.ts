import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A share link's views count each visitor once a day (issue 28 item 11: 30 GETs from one client
 * were 30 views). One row per link, visitor and UTC day; the visitor is a hash of the client
 * address, never the address itself. Rows of days before are deleted as the link is opened again.
 */
export class ShareVisitorsPerDay1798000000700 implements MigrationInterface {
  name = 'ShareVisitorsPerDay1798000000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ideas"."idea_share_visitors" (
      "share_id" integer NOT NULL REFERENCES "ideas"."idea_shares" ("id") ON DELETE CASCADE,
      "visitor" char(64) NOT NULL,
      "day" date NOT NULL,
      PRIMARY KEY ("share_id", "day", "visitor")
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."idea_share_visitors"`);
  }
}
