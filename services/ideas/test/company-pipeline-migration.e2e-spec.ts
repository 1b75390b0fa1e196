import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CompanyInvestorPipeline1799300000110 } from '../src/investors/migrations/1799300000110-company-investor-pipeline';
import { createIdeasTestApp, signedIn, type TestCaller } from './support/ideas-test-app';
import { createCompany } from './support/company-team';

/** Founders' pipelines of the release before teams become their companies' (run by hand, rolled back). */
describe('migration CompanyInvestorPipeline1799300000110', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(() => app.close());

  it("moves each founder's records to the newest company they own or edit, merges co-founders' records, and drops the rest", async () => {
    const [ada, grace, vera, nobody] = (await Promise.all([signedIn(), signedIn(), signedIn(), signedIn()])) as TestCaller[];
    const older = await createCompany(app, ada);
    const newer = await createCompany(app, ada);
    const runner = app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new CompanyInvestorPipeline1799300000110();
      await migration.down(runner);
      await runner.query(`INSERT INTO "ideas"."company_members" ("company_id", "user_id", "role") VALUES ($1, $2, 'editor'), ($1, $3, 'viewer')`, [newer.id, grace.userId, vera.userId]);
      const [first, second] = (await runner.query(`SELECT "id" FROM "ideas"."investors" WHERE "owner_id" IS NULL ORDER BY "id" LIMIT 2`)) as Array<{ id: number }>;
      await runner.query(
        `INSERT INTO "ideas"."investor_relations" ("user_id", "investor_id", "saved", "applied_at", "pipeline_stage", "notes", "updated_at") VALUES
           ($1, $5, true, '2026-01-02T00:00:00Z', 'contacted', 'Ada''s note', '2026-01-02T00:00:00Z'),
           ($2, $5, false, NULL, 'meeting', 'Grace''s note', '2026-01-03T00:00:00Z'),
           ($1, $6, false, NULL, 'researching', '', '2026-01-01T00:00:00Z'),
           ($3, $6, true, NULL, 'passed', 'A viewer''s note', '2026-01-04T00:00:00Z'),
           ($4, $6, true, NULL, 'closed', 'No company', '2026-01-04T00:00:00Z')`,
        [ada.userId, grace.userId, vera.userId, nobody.userId, first.id, second.id],
      );
      await migration.up(runner);
      const rows = await runner.query(
        `SELECT "company_id" AS "companyId", "investor_id" AS "investorId", "updated_by" AS "updatedBy", "pipeline_stage" AS "stage", "notes", "applied_at" IS NOT NULL AS "applied"
           FROM "ideas"."investor_relations" WHERE "company_id" IN ($1, $2) ORDER BY "investor_id"`,
        [older.id, newer.id],
      );
      expect(rows).toEqual([
        { companyId: newer.id, investorId: first.id, updatedBy: grace.userId, stage: 'meeting', notes: "Grace's note", applied: true },
        { companyId: newer.id, investorId: second.id, updatedBy: ada.userId, stage: 'researching', notes: '', applied: false },
      ]);
      expect(await runner.query(`SELECT count(*)::int AS "count" FROM "ideas"."investor_relations" WHERE "updated_by" = ANY($1)`, [[vera.userId, nobody.userId]])).toEqual([{ count: 0 }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
