import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { shareTokenHash } from '../src/shares/share-token';
import { appWithOwnedIdea, as, newBrowser, submitIdea, type TestCaller } from './support/ideas-test-app';

const UNAVAILABLE = { statusCode: 404, message: 'This shared link is no longer available' };

describe('shares', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const share = (body: object, id = ideaId) => as(request(app).post(`/api/startup-ideas/${id}/shares`), owner).send(body);
  const revoke = (token: string, id = ideaId) => as(request(app).delete(`/api/startup-ideas/${id}/shares/${token}`), owner);
  const open = (token: string) => request(app).get(`/api/ideas/shared/${token}`);

  beforeAll(async () => ({ app, owner, ideaId } = await appWithOwnedIdea()));
  afterAll(() => app.close());

  it.each([
    ['business-plan', 'Generate the business plan first'],
    ['pitch-deck', 'Generate the pitch deck first'],
  ])('answers 409 to sharing a %s that is not generated yet', async (kind, message) => {
    const response = await share({ kind });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message });
  });

  it.each([
    ['kind is missing', {}, 'kind should not be empty'],
    ['kind is unknown', { kind: 'investor-memo' }, 'kind must be one of the following values: business-plan, pitch-deck, financial-model, market-research'],
    ['a field is unknown', { kind: 'pitch-deck', expiresAt: 'never' }, 'property expiresAt should not exist'],
  ])('answers 400 when %s', async (_case, body, message) => {
    const response = await share(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message });
  });

  describe('once the plan and deck exist', () => {
    beforeAll(async () => {
      await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
      await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner).expect(200);
    });

    it('shares the plan: 201 with a token and the page url; anyone with the link reads the full plan, as it is now', async () => {
      const response = await share({ kind: 'business-plan' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), kind: 'business-plan', url: `/business-plan?share=${response.body.token}` });
      await as(request(app).put(`/api/startup-ideas/${ideaId}/business-plan/sections/executive-summary`), owner).send({ content: 'Edited after sharing.' }).expect(200);
      const idea = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body;

      const shared = await open(response.body.token);
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual({
        kind: 'business-plan',
        idea: { ideaTitle: 'LoomLedger', description: idea.description, industry: 'SaaS', stage: 'MVP Development', businessPlan: idea.businessPlan },
      });
      expect(shared.body.idea.businessPlan['executive-summary']).toBe('Edited after sharing.');
      expect(shared.body.idea).not.toHaveProperty('email');
      expect(shared.body.idea).not.toHaveProperty('pitchDeck');
    });

    it('shares the deck the same way, and keeps only the hash of the token', async () => {
      const response = await share({ kind: 'pitch-deck' });
      expect(response.body.url).toBe(`/pitch-deck?share=${response.body.token}`);
      const shared = await open(response.body.token);
      expect(shared.body.kind).toBe('pitch-deck');
      expect(Object.keys(shared.body.idea.pitchDeck)).toHaveLength(10);
      expect(shared.body.idea).not.toHaveProperty('businessPlan');
      const rows = await app.get(DataSource).query(`SELECT token_hash FROM "ideas"."idea_shares" WHERE idea_id = $1`, [ideaId]);
      expect(rows).toContainEqual({ token_hash: shareTokenHash(response.body.token) });
      expect(JSON.stringify(rows)).not.toContain(response.body.token);
    });

    it('revokes a link: 204, then the link is no longer available; revoking again is still 204', async () => {
      const { token } = (await share({ kind: 'business-plan' })).body;
      const other = (await share({ kind: 'business-plan' })).body.token;
      expect((await open(token)).status).toBe(200);
      const revoked = await revoke(token);
      expect(revoked.status).toBe(204);
      expect(revoked.text).toBe('');
      const gone = await open(token);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(UNAVAILABLE);
      expect((await revoke(token)).status).toBe(204);
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

    it("answers 404 'Share not found' to revoking a token of no link of this idea", async () => {
      const otherOwner = newBrowser();
      const otherIdea = (await submitIdea(app, otherOwner)).id;
      await as(request(app).post(`/api/startup-ideas/${otherIdea}/business-plan`), otherOwner).expect(200);
      const foreign = (await as(request(app).post(`/api/startup-ideas/${otherIdea}/shares`), otherOwner).send({ kind: 'business-plan' })).body.token;
      for (const token of [foreign, 'y'.repeat(43), 'short']) {
        const response = await revoke(token);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Share not found' });
      }
      expect((await open(foreign)).status).toBe(200);
    });
  });
});
