import type { INestApplication } from '@nestjs/common';
import { COUNTRY_CODES, CURRENCY_CODES, IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { analyzeIdea } from '../src/domain/analyze-idea';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { appWithOwnedIdea, as, STRANGERS, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const READ_ONLY = { statusCode: 403, message: 'The demo idea is read-only' };

describe('PATCH /api/ideas/{id}: company name, currency and country', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const patch = (body: unknown, id = ideaId, caller = owner) => as(request(app).patch(IDEA_PATHS.idea(id)), caller).send(body as object);
  const read = async (id = ideaId, caller = owner) => (await as(request(app).get(IDEA_PATHS.idea(id)), caller).expect(200)).body as StartupIdea;

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
  });

  afterAll(async () => {
    await app.close();
  });

  // 401: none. Ideas are owned by a browser's cookie or a session (as GET and POST); a caller with
  // neither owns nothing, so it gets 404 like any stranger.
  describe("someone else's idea answers 404 and stays unchanged", () => {
    it.each(STRANGERS)('%s', async (_who, who) => {
      const before = await read();
      const response = await patch({ companyName: 'Taken Over', currency: 'EUR' }, ideaId, await who());
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
      expect(await read()).toEqual(before);
    });

    it('an idea that does not exist answers 404', async () => {
      expect((await patch({ currency: 'EUR' }, 2_000_000_000)).body).toEqual(NOT_FOUND);
    });

    it('the demo idea is read-only: 403', async () => {
      const demo = (await request(app).get(IDEA_PATHS.demo)).body as StartupIdea;
      const response = await patch({ companyName: 'Mine now' }, demo.id);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(READ_ONLY);
    });
  });

  describe('bad input answers 400 naming the field, and changes nothing', () => {
    let before: StartupIdea;
    beforeAll(async () => {
      before = await read();
    });
    afterEach(async () => {
      expect(await read()).toEqual(before);
    });

    it.each([
      ['an empty body', {}, 'Send at least one of companyName, currency, country, companyId'],
      ['a null company name', { companyName: null }, 'companyName should not be null'],
      ['a company name that is not text', { companyName: 42 }, 'companyName must be a string'],
      ['a blank company name', { companyName: '   ' }, 'companyName must be longer than or equal to 2 characters'],
      ['a one-letter company name', { companyName: ' A ' }, 'companyName must be longer than or equal to 2 characters'],
      ['a 61-character company name', { companyName: 'x'.repeat(61) }, 'companyName must be shorter than or equal to 60 characters'],
      ['a NUL in the company name', { companyName: 'Baridi\u0000Box' }, 'companyName contains a character that cannot be stored (NUL or an unpaired surrogate)'],
      ['a currency in lower case', { currency: 'usd' }, `currency must be one of the following values: ${CURRENCY_CODES.join(', ')}`],
      ['an unknown currency', { currency: 'XYZ' }, `currency must be one of the following values: ${CURRENCY_CODES.join(', ')}`],
      ['a blank currency', { currency: '' }, `currency must be one of the following values: ${CURRENCY_CODES.join(', ')}`],
      ['a null currency', { currency: null }, 'currency should not be null'],
      ['an unknown country', { country: 'XX' }, `country must be one of the following values: ${COUNTRY_CODES.join(', ')}`],
      ['a country that is not text', { country: 254 }, 'country must be a string'],
      ['an unknown field', { currency: 'EUR', ideaTitle: 'Renamed' }, 'property ideaTitle should not exist'],
    ])('%s', async (_case, body, message) => {
      const response = await patch(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  describe('the happy path', () => {
    it('answers the whole idea with the trimmed name, the currency and the country; a GET shows them', async () => {
      const response = await patch({ companyName: '  Loom & Ledger  ', currency: 'KES', country: 'KE' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ideaId, ideaTitle: 'LoomLedger', companyName: 'Loom & Ledger', currency: 'KES', country: 'KE' });
      expect(await read()).toEqual(response.body);
    });

    it('changes one field and keeps the others', async () => {
      const response = await patch({ currency: 'EUR' });
      expect(response.body).toMatchObject({ companyName: 'Loom & Ledger', currency: 'EUR', country: 'KE' });
    });

    it("a null country gives the choice back to the founder's text (which names none here)", async () => {
      expect((await patch({ country: null })).body).toMatchObject({ companyName: 'Loom & Ledger', currency: 'EUR', country: null });
    });

    it('writes the analysis again from the changed facts', async () => {
      const idea = await read();
      const { email: _email, ...submitted } = VALID_IDEA;
      expect(idea.analysis).toEqual(analyzeIdea(ideaFactsOf({ ...submitted, companyName: 'Loom & Ledger', currency: 'EUR', country: null })));
      expect(idea.validationScore).toBe(idea.analysis!.validationScore);
    });

    it('keeps the documents working and their numbers: a model generated in USD reads the same in GBP, its exports in GBP', async () => {
      const id = (await submitIdea(app, owner)).id;
      const model = (await as(request(app).post(IDEA_PATHS.document(id, 'financial-model')), owner).send({ industry: 'SaaS', stage: 'MVP Development' }).expect(200)).body;
      expect((await read(id)).currency).toBe('USD');
      await patch({ currency: 'GBP' }, id).expect(200);
      const idea = await read(id);
      expect(idea.currency).toBe('GBP');
      expect(idea.financialModel).toEqual(model);
      const csv = await as(request(app).get(IDEA_PATHS.documentExport(id, 'financial-model', 'csv')), owner).expect(200);
      expect(csv.text.split('\r\n')[0]).toBe('Scenario,Line (GBP),Year 1,Year 2,Year 3,Year 4,Year 5');
      await as(request(app).post(IDEA_PATHS.document(id, 'business-plan')), owner).expect(200);
      await as(request(app).get(IDEA_PATHS.documentExport(id, 'business-plan', 'pdf')), owner).expect(200);
    });
  });
});
