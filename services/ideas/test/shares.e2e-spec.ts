import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { IDEA_SHARE_PAGE_SIZE } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { shareTokenHash } from '../src/domain/share-token';
import { appWithOwnedIdea, as, newBrowser, signedIn, STRANGERS, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const UNAVAILABLE = { statusCode: 404, message: 'This shared link is no longer available' };

describe('shares', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const share = (body: object, id = ideaId) => as(request(app).post(`/api/startup-ideas/${id}/shares`), owner).send(body);
  const revoke = (shareId: number | string, id = ideaId) => as(request(app).delete(`/api/startup-ideas/${id}/shares/${shareId}`), owner);
  const list = (query = '', caller = owner, id = ideaId) => as(request(app).get(`/api/startup-ideas/${id}/shares${query}`), caller);
  const open = (token: string, from = '198.51.100.1') => request(app).get(`/api/ideas/shared/${token}`).set('x-forwarded-for', from);

  beforeAll(async () => ({ app, owner, ideaId } = await appWithOwnedIdea()));
  afterAll(() => app.close());

  it.each(STRANGERS)("answers 404 to %s sharing the owner's idea, label or not", async (_name, stranger) => {
    const response = await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), await stranger()).send({ kind: 'business-plan', label: 'Seed investors' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Idea not found' });
  });

  it.each([
    ['kind is missing', {}, 'kind should not be empty'],
    ['kind is unknown', { kind: 'investor-memo' }, 'kind must be one of the following values: business-plan, pitch-deck, financial-model, market-research'],
    ['a field is unknown', { kind: 'pitch-deck', expiresAt: 'never' }, 'property expiresAt should not exist'],
    ['the label is longer than 60 characters once trimmed', { kind: 'pitch-deck', label: ` ${'L'.repeat(61)} ` }, 'label must be shorter than or equal to 60 characters'],
    ['the label is not text', { kind: 'pitch-deck', label: 7 }, 'label must be a string'],
    ['the label is null', { kind: 'pitch-deck', label: null }, 'label should not be null'],
  ])('answers 400 when %s', async (_case, body, message) => {
    const response = await share(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message });
  });

  it.each([
    ['business-plan', 'Generate the business plan first'],
    ['pitch-deck', 'Generate the pitch deck first'],
  ])('answers 409 to sharing a %s that is not generated yet', async (kind, message) => {
    const response = await share({ kind });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message });
  });

  describe('once the plan and deck exist', () => {
    beforeAll(async () => {
      await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
      await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner).expect(200);
    });

    it('shares the plan: 201 with a token and the page url; anyone with the link reads the full plan, as it is now', async () => {
      const response = await share({ kind: 'business-plan' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        kind: 'business-plan',
        label: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        views: 0,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        url: `/business-plan?share=${response.body.token}`,
      });
      await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/executive-summary`), owner).send({ content: 'Edited after sharing.' }).expect(200);
      const idea = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body;

      const shared = await open(response.body.token);
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual({
        kind: 'business-plan',
        figureChanges: [],
        idea: { ideaTitle: 'LoomLedger', companyName: 'LoomLedger', currency: 'USD', description: idea.description, industry: 'SaaS', stage: 'MVP Development', businessPlan: idea.businessPlan },
      });
      expect(shared.body.idea.businessPlan['executive-summary']).toBe('Edited after sharing.');
      expect(shared.body.idea).not.toHaveProperty('email');
      expect(shared.body.idea).not.toHaveProperty('pitchDeck');
    });

    it('shares the deck the same way, with a label trimmed, and keeps the token only hashed and sealed', async () => {
      const response = await share({ kind: 'pitch-deck', label: '  Seed investors ' });
      expect(response.status).toBe(201);
      expect(response.body.label).toBe('Seed investors');
      expect(response.body.url).toBe(`/pitch-deck?share=${response.body.token}`);
      const shared = await open(response.body.token);
      expect(shared.body.kind).toBe('pitch-deck');
      expect(Object.keys(shared.body.idea.pitchDeck)).toHaveLength(10);
      expect(shared.body.idea).not.toHaveProperty('businessPlan');
      const rows = await app.get(DataSource).query(`SELECT token_hash, token_sealed FROM "ideas"."idea_shares" WHERE idea_id = $1`, [ideaId]);
      expect(rows).toContainEqual({ token_hash: shareTokenHash(response.body.token), token_sealed: expect.stringMatching(/^[A-Za-z0-9_-]{95}$/) });
      expect(JSON.stringify(rows)).not.toContain(response.body.token);
    });

    it('revokes a link by the id the list answers: 204, then the link is no longer available; revoking again is still 204', async () => {
      const { token, id } = (await share({ kind: 'business-plan' })).body;
      const other = (await share({ kind: 'business-plan' })).body.token;
      expect((await open(token)).status).toBe(200);
      const revoked = await revoke(id);
      expect(revoked.status).toBe(204);
      expect(revoked.text).toBe('');
      const gone = await open(token);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(UNAVAILABLE);
      expect((await revoke(id)).status).toBe(204);
      expect((await open(other)).status).toBe(200);
    });

    it.each([
      ['a token never issued', 'x'.repeat(43)],
      ['a malformed token', 'abc'],
    ])('answers 404 to opening %s', async (_case, token) => {
      const response = await open(token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(UNAVAILABLE);
    });

    it("answers 404 'Share not found' to revoking an id of no link of this idea", async () => {
      const otherOwner = newBrowser();
      const otherIdea = (await submitIdea(app, otherOwner)).id;
      await as(request(app).post(`/api/startup-ideas/${otherIdea}/business-plan`), otherOwner).expect(200);
      const foreign = (await as(request(app).post(`/api/startup-ideas/${otherIdea}/shares`), otherOwner).send({ kind: 'business-plan' })).body;
      for (const shareId of [foreign.id, 2_000_000_000, 'abc', 'y'.repeat(43)]) {
        const response = await revoke(shareId);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Share not found' });
      }
      expect((await open(foreign.token)).status).toBe(200);
    });
  });

  describe('GET the links of an idea', () => {
    let planIdea: number;
    beforeAll(async () => {
      planIdea = (await submitIdea(app, owner)).id;
      await as(request(app).post(`/api/startup-ideas/${planIdea}/business-plan`), owner).expect(200);
      await as(request(app).post(`/api/startup-ideas/${planIdea}/pitch-deck`), owner).expect(200);
    });

    it('answers 401 to a caller with neither a session nor an owner cookie', async () => {
      const response = await list('', {}, planIdea);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it.each(STRANGERS.filter(([name]) => name !== 'a caller with no cookie and no session'))('answers 404 to %s, whoever made the links', async (_name, stranger) => {
      const response = await list('', await stranger(), planIdea);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Idea not found' });
    });

    it.each([
      ['an unknown kind', '?kind=memo', 'kind must be one of the following values: business-plan, pitch-deck, financial-model, market-research'],
      ['a limit of 0', '?limit=0', 'limit must not be less than 1'],
    ])('answers 400 to %s', async (_case, query, message) => {
      const response = await list(query, owner, planIdea);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('answers the live links, newest first, with their label, url, when each was made and how often it was opened; revoked ones are gone', async () => {
      const plan = (await share({ kind: 'business-plan', label: 'Seed investors' }, planIdea)).body;
      const deck = (await share({ kind: 'pitch-deck' }, planIdea)).body;
      const revoked = (await share({ kind: 'pitch-deck' }, planIdea)).body;
      await revoke(revoked.id, planIdea).expect(204);
      await open(deck.token, '198.51.100.2').expect(200);
      await open(deck.token, '198.51.100.3').expect(200);
      await open(plan.token).expect(200);

      const response = await list('', owner, planIdea);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        items: [
          { id: deck.id, kind: 'pitch-deck', label: null, url: `/pitch-deck?share=${deck.token}`, createdAt: deck.createdAt, views: 2 },
          { id: plan.id, kind: 'business-plan', label: 'Seed investors', url: `/business-plan?share=${plan.token}`, createdAt: plan.createdAt, views: 1 },
        ],
        nextCursor: null,
      });
      expect((await list('?kind=business-plan', owner, planIdea)).body.items).toEqual([
        { id: plan.id, kind: 'business-plan', label: 'Seed investors', url: `/business-plan?share=${plan.token}`, createdAt: plan.createdAt, views: 1 },
      ]);
    });

    it('lists a link made before tokens were kept (or sealed under another secret) with no url; it still opens', async () => {
      const ownIdea = (await submitIdea(app, owner)).id;
      await as(request(app).post(`/api/startup-ideas/${ownIdea}/business-plan`), owner).expect(200);
      const token = 'o'.repeat(43);
      const alien = (await share({ kind: 'business-plan' }, ownIdea)).body;
      await app.get(DataSource).query(`UPDATE "ideas"."idea_shares" SET token_sealed = $2 WHERE id = $1`, [alien.id, 'A'.repeat(95)]);
      const [old] = await app.get(DataSource).query(`INSERT INTO "ideas"."idea_shares" (idea_id, token_hash, kind) VALUES ($1, $2, 'business-plan') RETURNING id`, [ownIdea, shareTokenHash(token)]);

      const items = (await list('', owner, ownIdea)).body.items;
      expect(items.map((item: { id: number; url: string | null }) => [item.id, item.url])).toEqual([
        [old.id, null],
        [alien.id, null],
      ]);
      expect((await open(token)).status).toBe(200);
    });

    it('counts a visitor (a client address) once a day, however often it opens the link (issue 28 item 11)', async () => {
      const plan = (await share({ kind: 'business-plan' }, planIdea)).body;
      for (let opened = 0; opened < 30; opened += 1) await open(plan.token, '203.0.113.30').expect(200);
      await open(plan.token, '203.0.113.31').expect(200);
      const listed = (await list('?kind=business-plan', owner, planIdea)).body.items.find((item: { id: number }) => item.id === plan.id);
      expect(listed.views).toBe(2);
    });

    it('answers the same list to the owner signed in on another browser', async () => {
      const user = await signedIn({ browserId: owner.browserId });
      const ownIdea = (await submitIdea(app, user)).id;
      await as(request(app).post(`/api/startup-ideas/${ownIdea}/business-plan`), user).expect(200);
      const made = (await as(request(app).post(`/api/startup-ideas/${ownIdea}/shares`), user).send({ kind: 'business-plan' })).body;
      const elsewhere = await signedIn({ userId: user.userId });
      expect((await list('', elsewhere, ownIdea)).body.items).toEqual([{ id: made.id, kind: 'business-plan', label: null, url: made.url, createdAt: made.createdAt, views: 0 }]);
    });

    it(`answers ${IDEA_SHARE_PAGE_SIZE.default} by default, the limit asked, at most ${IDEA_SHARE_PAGE_SIZE.max}, and the next page by the cursor`, async () => {
      const many = (await submitIdea(app, owner)).id;
      await as(request(app).post(`/api/startup-ideas/${many}/business-plan`), owner).expect(200);
      const hashes = Array.from({ length: IDEA_SHARE_PAGE_SIZE.max + 5 }, (_, index) => shareTokenHash(`bulk-${many}-${index}`));
      await app.get(DataSource).query(`INSERT INTO "ideas"."idea_shares" (idea_id, token_hash, kind) SELECT $1, unnest($2::varchar[]), 'business-plan'`, [many, hashes]);
      expect((await list('', owner, many)).body.items).toHaveLength(IDEA_SHARE_PAGE_SIZE.default);
      expect((await list('?limit=3', owner, many)).body.items).toHaveLength(3);
      const most = (await list(`?limit=${IDEA_SHARE_PAGE_SIZE.max + 5}`, owner, many)).body;
      expect(most.items).toHaveLength(IDEA_SHARE_PAGE_SIZE.max);
      const rest = (await list(`?limit=${IDEA_SHARE_PAGE_SIZE.max + 5}&cursor=${most.nextCursor}`, owner, many)).body;
      expect([rest.items.length, rest.nextCursor]).toEqual([5, null]);
      // Made in one statement, the links share their creation time: the id orders them.
      const ids = [...most.items, ...rest.items].map((link: { id: number }) => link.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });
});

describe('a shared document once the figures changed (issue 27 item 4)', () => {
  it('says what changed on the shared plan and research, and the idea flags both with the same changes', async () => {
    const { app, owner, ideaId } = await appWithOwnedIdea();
    try {
      const base = `/api/startup-ideas/${ideaId}`;
      await as(request(app).post(`${base}/business-plan`), owner).expect(200);
      const { industry, description, targetMarket, problemStatement } = VALID_IDEA;
      await as(request(app).post(`${base}/market-research`), owner).send({ industry, description, targetMarket, problemStatement }).expect(200);
      const plan = await as(request(app).post(`${base}/shares`), owner).send({ kind: 'business-plan' }).expect(201);
      const research = await as(request(app).post(`${base}/shares`), owner).send({ kind: 'market-research' }).expect(201);
      const open = (token: string) => request(app).get(`/api/ideas/shared/${token}`);
      expect((await open(plan.body.token)).body.figureChanges).toEqual([]);

      // The founder's model from the defaults changes nothing; a higher price changes the figures.
      const defaults = (await as(request(app).get(`${base}/financial-model/defaults`), owner).expect(200)).body;
      const about = { industry: 'SaaS', stage: 'MVP Development' };
      await as(request(app).post(`${base}/financial-model`), owner).send({ ...defaults, ...about }).expect(200);
      expect((await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body.figuresOutOfDate).toEqual([]);
      const model = await as(request(app).post(`${base}/financial-model`), owner)
        .send({ ...defaults, ...about, revenueModel: { ...defaults.revenueModel, pricePoint: defaults.revenueModel.pricePoint * 2 } })
        .expect(200);

      const idea = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body;
      expect(idea.figuresOutOfDate).toEqual(['business-plan', 'market-research']);
      const yearOne = `Year 1 revenue is now $${Math.round(model.body.revenue.year1).toLocaleString('en-US')}`;
      expect(idea.figureChanges['business-plan']).toContain(yearOne);
      expect(idea.figureChanges['market-research'][0]).toMatch(/^Year 5 revenue \(the target market\) is now \$[\d.]+[MK]?/);
      expect((await open(plan.body.token)).body.figureChanges).toEqual(idea.figureChanges['business-plan']);
      expect((await open(research.body.token)).body.figureChanges).toEqual(idea.figureChanges['market-research']);
    } finally {
      await app.close();
    }
  });
});
