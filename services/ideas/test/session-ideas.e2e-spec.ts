import type { INestApplication } from '@nestjs/common';
import { IDEA_PATHS, IDEA_SUMMARY_DESCRIPTION_CHARS, IDEA_SUMMARY_PAGE_SIZE, type IdeaPageQuery, type IdeaSummary, type IdeaSummaryPage } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, createIdeasTestApp, newBrowser, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

describe('GET /api/ideas for the session (idea summaries)', () => {
  let app: INestApplication;
  const list = (caller: TestCaller, limit?: number | string, cursor?: string) =>
    as(request(app).get(IDEA_PATHS.sessionIdeas({ limit, cursor } as IdeaPageQuery)), caller);
  const ids = (response: { body: IdeaSummaryPage }) => response.body.items.map((idea) => idea.id);

  /** A founder with `count` ideas: one submitted, the rest copies made in the database (submitting them adds nothing to a test). */
  async function founderWithIdeas(count: number, fields: Record<string, string> = {}) {
    const founder = await signedIn({ browserId: newBrowser().browserId });
    const template = await submitIdea(app, founder, { ideaTitle: 'Idea 0', ...fields });
    await app.get(DataSource).query(
      `INSERT INTO "ideas"."startup_ideas" (name, email, idea_title, description, industry, stage, owner_user_id, owner_browser_id)
       SELECT name, email, 'Idea ' || n, description, industry, stage, owner_user_id, owner_browser_id
       FROM "ideas"."startup_ideas", generate_series(1, $2) AS n WHERE id = $1`,
      [template.id, count - 1],
    );
    return founder;
  }

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
    expect(response.body).toEqual({ items: [], nextCursor: null });
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

  it.each([
    ['not base64url', 'a+b/c='],
    ['base64url of something else', Buffer.from('page 2').toString('base64url')],
    ['a cursor with a millisecond time', Buffer.from('2026-11-23T07:01:20.123Z|42').toString('base64url')],
  ])('answers 400 naming cursor for %s', async (_what, cursor) => {
    const response = await list(await signedIn(), undefined, cursor);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
  });

  it("lists the founder's ideas from any browser, newest first, with which documents exist", async () => {
    const founder = await signedIn({ browserId: newBrowser().browserId });
    const first = await submitIdea(app, founder, { ideaTitle: 'First idea' });
    const second = await submitIdea(app, founder, { ideaTitle: 'Second idea', industry: 'Healthcare', stage: 'Launched' });
    await as(request(app).post(`/api/startup-ideas/${second.id}/pitch-deck`), founder).expect(200);

    // A fresh browser: no owner cookie, no stored email, only the session.
    const response = await list(await signedIn({ userId: founder.userId }));
    expect(response.status).toBe(200);
    expect(response.body.nextCursor).toBeNull();
    const summaries = response.body.items as IdeaSummary[];
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
      companyName: null,
    });
    expect(summaries[1].documents).toEqual([]);
    await as(request(app).post(`/api/startup-ideas/${second.id}/business-plan`), founder).expect(200);
    expect((await list(founder)).body.items[0].documents).toEqual(['business-plan', 'pitch-deck']);
  });

  it('includes the ideas the founder made signed out on a browser, once they sign in there', async () => {
    const browser = newBrowser();
    const idea = await submitIdea(app, browser, { ideaTitle: 'Made signed out' });
    const founder = await signedIn({ browserId: browser.browserId });
    expect(ids(await list(founder))).toEqual([idea.id]);
    expect(ids(await list(await signedIn({ userId: founder.userId })))).toEqual([idea.id]);
  });

  it(`answers ${IDEA_SUMMARY_PAGE_SIZE.default} by default, the limit asked, and at most ${IDEA_SUMMARY_PAGE_SIZE.max}`, async () => {
    const founder = await founderWithIdeas(IDEA_SUMMARY_PAGE_SIZE.max + 5);
    expect((await list(founder)).body.items).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.default);
    expect((await list(founder, 7)).body.items).toHaveLength(7);
    expect((await list(founder, IDEA_SUMMARY_PAGE_SIZE.max)).body.items).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.max);
    expect((await list(founder, 100000)).body.items).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.max);
  });

  it('pages through every idea with the cursor, newest first, none twice and none missed, even created in the same instant', async () => {
    // The copies share one created_at (one statement): only the id orders them.
    const founder = await founderWithIdeas(25);
    const seen: number[] = [];
    let cursor: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = (await list(founder, 10, cursor)).body as IdeaSummaryPage;
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((idea) => idea.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pageSizes).toEqual([10, 10, 5]);
    expect(new Set(seen).size).toBe(25);
    const all = (await list(founder, IDEA_SUMMARY_PAGE_SIZE.max)).body as IdeaSummaryPage;
    expect(seen).toEqual(all.items.map((idea) => idea.id));
    expect(all.nextCursor).toBeNull();
  });

  it(`carries the first ${IDEA_SUMMARY_DESCRIPTION_CHARS} characters of the description`, async () => {
    const description = `${'A long description. '.repeat(20)}The end.`;
    const founder = await signedIn();
    await submitIdea(app, founder, { description });
    expect((await list(founder)).body.items[0].description).toBe(description.slice(0, IDEA_SUMMARY_DESCRIPTION_CHARS));
  });

  it('by email: the same pages, and a limit above the maximum gets the maximum', async () => {
    const founder = await founderWithIdeas(IDEA_SUMMARY_PAGE_SIZE.max + 5, { email: 'many@example.com' });
    const byEmail = (page: IdeaPageQuery) => as(request(app).get(IDEA_PATHS.ideasByEmail('many@example.com', page)), founder);
    expect((await byEmail({})).body.items).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.default);
    const widest = (await byEmail({ limit: 100000 })).body as IdeaSummaryPage;
    expect(widest.items).toHaveLength(IDEA_SUMMARY_PAGE_SIZE.max);
    const rest = (await byEmail({ limit: 100000, cursor: widest.nextCursor! })).body as IdeaSummaryPage;
    expect(rest).toMatchObject({ nextCursor: null });
    expect(rest.items).toHaveLength(5);
  });
});
