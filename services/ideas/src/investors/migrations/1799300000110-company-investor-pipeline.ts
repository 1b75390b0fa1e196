import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The investor pipeline belongs to a company (issue 32): investor_relations keyed by (company_id,
 * investor_id), with who changed a record last. Each founder's records move to the newest company
 * they own or edit (the company their investors pages showed, where they may still change them); a
 * founder with none keeps nothing, as the investors pages need a company. When co-founders both
 * tracked one investor, the latest change stays, and applied stays applied.
 */
export class CompanyInvestorPipeline1799300000110 implements MigrationInterface {
  name = 'CompanyInvestorPipeline1799300000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."investor_relations" ADD COLUMN "company_id" integer, ADD COLUMN "updated_by" integer`);
    await queryRunner.query(`
      UPDATE "ideas"."investor_relations" r SET "updated_by" = r."user_id", "company_id" = (
        SELECT c."id" FROM "ideas"."companies" c
         WHERE c."user_id" = r."user_id"
            OR c."id" IN (SELECT m."company_id" FROM "ideas"."company_members" m WHERE m."user_id" = r."user_id" AND m."role" = 'editor')
         ORDER BY c."id" DESC LIMIT 1)`);
    await queryRunner.query(`DELETE FROM "ideas"."investor_relations" WHERE "company_id" IS NULL`);
    await queryRunner.query(`
      UPDATE "ideas"."investor_relations" r SET "applied_at" = (
        SELECT min(o."applied_at") FROM "ideas"."investor_relations" o WHERE o."company_id" = r."company_id" AND o."investor_id" = r."investor_id")`);
    await queryRunner.query(`
      DELETE FROM "ideas"."investor_relations" r USING "ideas"."investor_relations" newer
       WHERE newer."company_id" = r."company_id" AND newer."investor_id" = r."investor_id"
         AND (newer."updated_at", newer."user_id") > (r."updated_at", r."user_id")`);
    await queryRunner.query(`ALTER TABLE "ideas"."investor_relations" DROP CONSTRAINT "investor_relations_pkey", DROP COLUMN "user_id"`);
    await queryRunner.query(`
      ALTER TABLE "ideas"."investor_relations"
        ALTER COLUMN "company_id" SET NOT NULL,
        ALTER COLUMN "updated_by" SET NOT NULL,
        ADD PRIMARY KEY ("company_id", "investor_id"),
        ADD CONSTRAINT "investor_relations_company_fk" FOREIGN KEY ("company_id") REFERENCES "ideas"."companies" ("id") ON DELETE CASCADE`);
  }

  /** Back to one record per founder: each company's records go to the member who changed them last. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."investor_relations" DROP CONSTRAINT "investor_relations_pkey", DROP CONSTRAINT "investor_relations_company_fk"`);
    await queryRunner.query(`ALTER TABLE "ideas"."investor_relations" RENAME COLUMN "updated_by" TO "user_id"`);
    await queryRunner.query(`
      DELETE FROM "ideas"."investor_relations" r USING "ideas"."investor_relations" newer
       WHERE newer."user_id" = r."user_id" AND newer."investor_id" = r."investor_id"
         AND (newer."updated_at", newer."company_id") > (r."updated_at", r."company_id")`);
    await queryRunner.query(`ALTER TABLE "ideas"."investor_relations" DROP COLUMN "company_id", ADD PRIMARY KEY ("user_id", "investor_id")`);
  }
}
