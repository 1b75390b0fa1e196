import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The founder's list of sign-ups (issue 31): each row keeps the page its form was on, as it was then
 * (a later change of address leaves it), earlier rows taking their site's current address; and the
 * list's order, newest first within a company, is served by an index.
 */
export class SiteSignupSourcePage1798200000600 implements MigrationInterface {
  name = 'SiteSignupSourcePage1798200000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."site_signups" ADD COLUMN "source_page" varchar(60)`);
    await queryRunner.query(`
      UPDATE "ideas"."site_signups" signup SET "source_page" = '/sites/' || site."slug"
      FROM "ideas"."sites" site WHERE site."company_id" = signup."company_id"`);
    await queryRunner.query(`ALTER TABLE "ideas"."site_signups" ALTER COLUMN "source_page" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "site_signups_newest_first" ON "ideas"."site_signups" ("company_id", "created_at" DESC, "id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ideas"."site_signups_newest_first"`);
    await queryRunner.query(`ALTER TABLE "ideas"."site_signups" DROP COLUMN "source_page"`);
  }
}
