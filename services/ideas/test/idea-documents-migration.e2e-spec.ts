import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource, type QueryRunner } from 'typeorm';
import { CreateIdeaDocuments1796100000000 } from '../src/migrations/1796100000000-create-idea-documents';
import { AddModelAndResearchKinds1796200000000 } from '../src/migrations/1796200000000-add-model-and-research-kinds';
import { CreateGenerationJobs1797400000000 } from '../src/migrations/1797400000000-create-generation-jobs';
import { CurrentVersionOnDocument1797700000000 } from '../src/migrations/1797700000000-current-version-on-document';
import { GenerationJobsOnPgBoss1797800000000 } from '../src/migrations/1797800000000-generation-jobs-on-pg-boss';
import { VersionFallbackReason1798000000400 } from '../src/migrations/1798000000400-version-fallback-reason';
import { appWithOwnedIdea, as, type TestCaller } from './support/ideas-test-app';

/** Plans and decks stored before idea_documents move there with their statuses, and read the same. */
describe('migration CreateIdeaDocuments1796100000000', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
    await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner).expect(200);
    await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/risk-analysis`), owner).send({ content: 'Edited risks.' }).expect(200);
  });

  afterAll(() => app.close());

  /** Runs migrations by hand in one transaction, committed when `work` succeeds. */
  async function inTransaction(work: (runner: QueryRunner) => Promise<void>): Promise<void> {
    const runner = app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    try {
      await work(runner);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  it('moves the columns of startup_ideas to idea_documents and back, and the API answers the same', async () => {
    const before = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body;
    const link = (await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: 'pitch-deck' })).body;
    const sharedBefore = (await request(app).get(`/api/ideas/shared/${link.token}`)).body;
    const migration = new CreateIdeaDocuments1796100000000();
    // The later migrations that touch the kinds are undone first and redone last, as TypeORM would run them.
    const later = new AddModelAndResearchKinds1796200000000();
    const jobs = new CreateGenerationJobs1797400000000();
    const currentVersions = new CurrentVersionOnDocument1797700000000();
    // Every later migration of these tables, or the suites after this one find them as an older release had them.
    const jobsOnPgBoss = new GenerationJobsOnPgBoss1797800000000();
    const fallbackReasons = new VersionFallbackReason1798000000400();
    await inTransaction(async (runner) => {
      await fallbackReasons.down(runner);
      await jobsOnPgBoss.down(runner);
      await currentVersions.down(runner);
      await jobs.down(runner);
      await later.down(runner);
      await migration.down(runner);
      const [columns] = await runner.query(
        `SELECT business_plan AS "businessPlan", business_plan_status AS "businessPlanStatus", pitch_deck AS "pitchDeck", pitch_deck_status AS "pitchDeckStatus"
           FROM "ideas"."startup_ideas" WHERE id = $1`,
        [ideaId],
      );
      expect(columns).toEqual({ businessPlan: before.businessPlan, businessPlanStatus: before.businessPlanStatus, pitchDeck: before.pitchDeck, pitchDeckStatus: before.pitchDeckStatus });
      expect(columns.businessPlanStatus['risk-analysis']).toBe('edited');
      await migration.up(runner);
      await later.up(runner);
      await jobs.up(runner);
      await currentVersions.up(runner);
      await jobsOnPgBoss.up(runner);
      await fallbackReasons.up(runner);
    });
    expect((await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body).toEqual(before);
    expect((await request(app).get(`/api/ideas/shared/${link.token}`)).body).toEqual(sharedBefore);
    const rows = await app.get(DataSource).query(`SELECT kind FROM "ideas"."idea_documents" WHERE idea_id = $1 ORDER BY kind`, [ideaId]);
    expect(rows).toEqual([{ kind: 'business-plan' }, { kind: 'pitch-deck' }]);
  });

  it('CurrentVersionOnDocument1797700000000 moves each current version onto its document and back; the versions read the same', async () => {
    const versionsOf = async (sectionId: string) => (await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan/sections/${sectionId}/versions`), owner).expect(200)).body;
    await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/risk-analysis`), owner).send({ content: 'Edited risks again.' }).expect(200);
    const before = { edited: await versionsOf('risk-analysis'), generated: await versionsOf('executive-summary') };
    expect(before.edited.items.map((version: { content: string }) => version.content)).toEqual(['Edited risks again.', 'Edited risks.']);
    const migration = new CurrentVersionOnDocument1797700000000();
    await inTransaction(async (runner) => {
      await migration.down(runner);
      // Before it, every version was a row, the current one included.
      const rows = await runner.query(`SELECT source FROM "ideas"."idea_document_versions" WHERE idea_id = $1 AND kind = 'business-plan' AND part_id = 'risk-analysis' ORDER BY id DESC`, [ideaId]);
      expect(rows).toEqual([{ source: 'edited' }, { source: 'edited' }]);
      await migration.up(runner);
    });
    expect({ edited: await versionsOf('risk-analysis'), generated: await versionsOf('executive-summary') }).toEqual(before);
  });
});
