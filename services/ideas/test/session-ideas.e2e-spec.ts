import type { INestApplication } from '@nestjs/common';
import { IDEA_PATHS, IDEA_SUMMARY_PAGE_SIZE, type IdeaSummary } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, createIdeasTestApp, newBrowser, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

describe('GET /api/ideas for the session (idea summaries)', () => {
  let app: INestApplication;
  const list = (caller: TestCaller, limit?: number | string) => as(request(app).get(IDEA_PATHS.sessionIdeas(limit as number)), caller);

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 401 without a session, even for a browser that has ideas', async () => {
    const browser = newBrowser();
    await submitIdea(app, browser);
    const response = await list(browser);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
  });

  it("never lists another user's ideas or the demo", async () => {
    const other = await signedIn();
    await submitIdea(app, other, { ideaTitle: 'Not yours' });
    const response = await list(await signedIn());
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it.each([
    ['0', 'limit must not be less than 1'],
    ['-3', 'limit must not be less than 1'],
    ['2.5', 'limit must be an integer number'],
    ['many', 'limit must be an integer number'],
  ])('answers 400 naming limit for limit=%s', async (limit, message) => {
    const response = await list(await signedIn(), limit);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message });
  });

  it("lists the founder's ideas from any browser, newest first, with which documents exist", async () => {
    const founder = await signedIn({ browserId: newBrowser().browserId });
    const first = await submitIdea(app, founder, { ideaTitle: 'First idea' });
    const second = await submitIdea(app, founder, { ideaTitle: 'Second idea', industry: 'Healthcare', stage: 'Launched' });
    await as(request(app).post(`/api/startup-ideas/${second.id}/pitch-deck`), founder).expect(200);

    // A fresh browser: no owner cookie, no stored email, only the session.
    const response = await list(await signedIn({ userId: founder.userId }));
    expect(response.status).toBe(200);
    const summaries = response.body as IdeaSummary[];
    expect(summaries.map((idea) => idea.id)).toEqual([second.id, first.id]);
    expect(summaries[0]).toEqual({
      id: second.id,
      ideaTitle: 'Second idea',
      description: second['description'],
      industry: 'Healthcare',
      stage: 'Launched',
      validationScore: second['validationScore'],
      createdAt: second['createdAt'],
      documents: ['pitch-deck'],
    });
    expect(summaries[1].documents).toEqual([]);
    await as(request(app).post(`/api/startup-ideas/${second.id}/business-plan`), founder).expect(200);
    expect((await list(founder)).body[0].documents).toEqual(['business-plan', 'pitch-deck']);
  });

  it('includes the ideas the founder made signed out on a browser, once they sign in there', async () => {
    const browser = newBrowser();
    const idea = await submitIdea(app, browser, { ideaTitle: 'Made signed out' });
    const founder = await signedIn({ browserId: browser.browserId });
    expect((await list(founder)).body.map((summary: IdeaSummary) => summary.id)).toEqual([idea.id]);
    expect((await list(await signedIn({ userId: founder.userId }))).body.map((summary: IdeaSummary) => summary.id)).toEqual([idea.id]);
  });

  it(`answers ${IDEA_SUMMARY_PAGE_SIZE.default} by default, the limit asked, and at most ${IDEA_SUMMARY_PAGE_SIZE.max}`, async () => {
    const founder = await signedIn();
    const total = IDEA_SUMMARY_PAGE_SIZE.max + 5;
    const template = await submitIdea(app, founder, { ideaTitle: 'Idea 0' });
    // The other rows are copies made in the database: submitting 104 more ideas through the API adds nothing to the test.
    await app.get(DataSource).query(
      `INSERT INTO "ideas"."startup_ideas" (name, email, idea_title, description, industry, stage, owner_user_id)
       SELECT name, email, 'Idea ' || n, description, industry, stage, owner_user_id FROM "ideas"."startup_ideas", generate_series(1, $2) AS n WHERE id = $1`,
      [template.id, total - 1],
    );
    expect((await list(founder)).body).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.default);
    expect((await list(founder, 7)).body).toHaveLength(7);
    expect((await list(founder, IDEA_SUMMARY_PAGE_SIZE.max)).body).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.max);
    expect((await list(founder, 100000)).body).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.max);
  });
});
