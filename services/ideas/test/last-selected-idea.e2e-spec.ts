import type { INestApplication } from '@nestjs/common';
import { IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, createIdeasTestApp, newBrowser, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

const NOT_AUTHENTICATED = { statusCode: 401, message: 'Not authenticated' };
const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };

describe('the last selected idea: GET and PUT /api/ideas/last-selected', () => {
  let app: INestApplication;
  const read = (caller: TestCaller) => as(request(app).get(IDEA_PATHS.lastSelected), caller);
  const select = (caller: TestCaller, body: unknown) => as(request(app).put(IDEA_PATHS.lastSelected), caller).send(body as object);
  /** The same account in another browser: a new session, no owner cookie. */
  const elsewhere = (founder: TestCaller) => signedIn({ userId: founder.userId });

  beforeAll(async () => {
    app = await createIdeasTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 401 without a session, even with an owner cookie, and remembers nothing', async () => {
    const browser = newBrowser();
    const idea = await submitIdea(app, browser);
    for (const response of [await read(browser), await select(browser, { ideaId: idea.id })]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(NOT_AUTHENTICATED);
    }
  });

  describe('answers 404 for an idea the account may not read, and keeps the one before', () => {
    it.each([
      ["another founder's", async () => (await submitIdea(app, await signedIn())).id],
      ["an anonymous browser's", async () => (await submitIdea(app, newBrowser())).id],
      ['a missing one', () => 2_000_000_000],
    ])('%s', async (_case, ideaOf) => {
      const founder = await signedIn();
      const mine = await submitIdea(app, founder);
      await select(founder, { ideaId: mine.id }).expect(200);
      const response = await select(founder, { ideaId: await ideaOf() });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
      expect((await read(founder)).body).toEqual({ ideaId: mine.id });
    });
  });

  it.each([
    ['no idea id', {}, 'ideaId must be an integer number'],
    ['an id as text', { ideaId: '7' }, 'ideaId must be an integer number'],
    ['a fraction', { ideaId: 1.5 }, 'ideaId must be an integer number'],
    ['zero', { ideaId: 0 }, 'ideaId must not be less than 1'],
    ['an id beyond the database integer', { ideaId: 2_147_483_648 }, 'ideaId must not be greater than 2147483647'],
    ['another field', { ideaId: 1, userId: 1 }, 'property userId should not exist'],
  ])('answers 400 naming the field for %s', async (_case, body, message) => {
    const founder = await signedIn();
    const response = await select(founder, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message });
    expect((await read(founder)).body).toEqual({ ideaId: null });
  });

  it('answers ideaId null before the founder selects one', async () => {
    const response = await read(await signedIn());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ideaId: null });
  });

  it('remembers the last idea selected, for the account in any browser', async () => {
    const founder = await signedIn();
    const [first, second] = [await submitIdea(app, founder), await submitIdea(app, founder)];
    expect((await select(founder, { ideaId: first.id })).body).toEqual({ ideaId: first.id });
    const response = await select(founder, { ideaId: second.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ideaId: second.id });
    expect((await read(await elsewhere(founder))).body).toEqual({ ideaId: second.id });
    expect((await read(await signedIn())).body).toEqual({ ideaId: null });
  });

  it('remembers the demo idea, which anyone may read', async () => {
    const founder = await signedIn();
    const demo = (await request(app).get(IDEA_PATHS.demo).expect(200)).body as StartupIdea;
    await select(founder, { ideaId: demo.id }).expect(200);
    expect((await read(await elsewhere(founder))).body).toEqual({ ideaId: demo.id });
  });

  it('forgets an idea that is gone', async () => {
    const founder = await signedIn();
    const idea = await submitIdea(app, founder);
    await select(founder, { ideaId: idea.id }).expect(200);
    await app.get(DataSource).query(`DELETE FROM "ideas"."startup_ideas" WHERE "id" = $1`, [idea.id]);
    expect((await read(founder)).body).toEqual({ ideaId: null });
  });
});
