import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The financial model and the market research join the document kinds (issue 9). */
export class AddModelAndResearchKinds1796200000000 implements MigrationInterface {
  name = 'AddModelAndResearchKinds1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`INSERT INTO "ideas"."idea_document_kinds" ("kind") VALUES ('financial-model'), ('market-research')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "ideas"."idea_shares" WHERE "kind" IN ('financial-model', 'market-research')`);
    await queryRunner.query(`DELETE FROM "ideas"."idea_documents" WHERE "kind" IN ('financial-model', 'market-research')`);
    await queryRunner.query(`DELETE FROM "ideas"."idea_document_kinds" WHERE "kind" IN ('financial-model', 'market-research')`);
  }
}
