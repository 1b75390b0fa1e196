import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idea's company name, currency and country (issue 27), each the founder's explicit choice or
 * null, in which case the documents read them from the founder's text (domain/founder-locale.ts).
 */
export class IdeaLocaleAndCompanyName1797900000000 implements MigrationInterface {
  name = 'IdeaLocaleAndCompanyName1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ideas"."startup_ideas"
        ADD COLUMN "company_name" varchar(60),
        ADD COLUMN "currency" varchar(3) CHECK ("currency" ~ '^[A-Z]{3}$'),
        ADD COLUMN "country" varchar(2) CHECK ("country" ~ '^[A-Z]{2}$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."startup_ideas" DROP COLUMN "country", DROP COLUMN "currency", DROP COLUMN "company_name"`);
  }
}
