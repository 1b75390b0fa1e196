import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A share link's label and its token, sealed (issue 29 item 3: six links the list could not tell
 * apart nor copy). Links made before keep no token: they still open, the list shows no url for them.
 */
export class ShareLinkLabelAndSealedToken1798100000300 implements MigrationInterface {
  name = 'ShareLinkLabelAndSealedToken1798100000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares"
      ADD COLUMN "label" varchar(60) CHECK ("label" <> ''),
      ADD COLUMN "token_sealed" varchar(128)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_shares" DROP COLUMN "token_sealed", DROP COLUMN "label"`);
  }
}
