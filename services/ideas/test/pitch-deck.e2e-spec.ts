import type { INestApplication } from '@nestjs/common';
import { PITCH_SLIDE_IDS, wordCount } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { printFigures } from '../src/domain/composition-context';
import { statedFacts } from '../src/domain/stated-facts';
import { assumedFinancials } from '../src/domain/financial-assumptions';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { appWithOwnedIdea, as, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

describe('pitch deck', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;

  const generate = (id = ideaId) => as(request(app).post(`/api/startup-ideas/${id}/pitch-deck`), owner);
  const saveSlide = (slideId: string, body: object, id = ideaId) =>
    as(request(app).put(`/api/startup-ideas/${id}/pitch-deck/slides/${slideId}`), owner).send(body);
  const regenerate = (slideId: string, id = ideaId) => as(request(app).post(`/api/startup-ideas/${id}/pitch-deck/slides/${slideId}/regenerate`), owner);
  const reload = async (id = ideaId) => (await as(request(app).get(`/api/ideas/${id}`), owner)).body;

  beforeAll(async () => ({ app, owner, ideaId } = await appWithOwnedIdea()));
  afterAll(() => app.close());

  describe('before the deck is generated', () => {
    it.each([
      ['saving a slide', () => saveSlide('problem', { content: 'x', notes: 'y' })],
      ['regenerating a slide', () => regenerate('problem')],
      ['the PPTX', () => as(request(app).get(`/api/startup-ideas/${ideaId}/pitch-deck.pptx`), owner)],
      ['the PDF', () => as(request(app).get(`/api/startup-ideas/${ideaId}/pitch-deck.pdf`), owner)],
    ])('%s answers 409', async (_case, call) => {
      const response = await call();
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'Generate the pitch deck first' });
    });
  });

  describe('POST /api/startup-ideas/{id}/pitch-deck', () => {
    it('answers the 10 slides with content and notes within their bounds, written by the built-in composer', async () => {
      const response = await generate();
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('builtin');
      expect(Object.keys(response.body)).toEqual([...PITCH_SLIDE_IDS]);
      for (const id of PITCH_SLIDE_IDS) {
        expect(Object.keys(response.body[id])).toEqual(['content', 'notes']);
        expect(wordCount(response.body[id].content)).toBeGreaterThanOrEqual(15);
        expect(wordCount(response.body[id].content)).toBeLessThanOrEqual(120);
        expect(wordCount(response.body[id].notes)).toBeGreaterThanOrEqual(30);
        expect(wordCount(response.body[id].notes)).toBeLessThanOrEqual(200);
      }
      expect(response.body.title.content.split('\n')[0]).toBe('LoomLedger');
    });

    it('stores the deck, every slide generated; a reload shows it; the same idea gets the same deck', async () => {
      const generated = (await generate()).body;
      const idea = await reload();
      expect(idea.pitchDeck).toEqual(generated);
      expect(idea.pitchDeckStatus).toEqual(Object.fromEntries(PITCH_SLIDE_IDS.map((id) => [id, 'generated'])));
      expect((await generate()).body).toEqual(generated);
    });

    it("prints on its financial and funding slides the figures of the plan's financial sections", async () => {
      const deck = (await generate()).body;
      const plan = (await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner)).body;
      const printed = printFigures(assumedFinancials(ideaFactsOf(VALID_IDEA)), statedFacts(ideaFactsOf(VALID_IDEA)));
      for (const figure of [printed.revenue[0], printed.revenue[1], printed.revenue[2], printed.revenue[4], printed.breakEven]) {
        expect(deck.financial.content).toContain(figure);
        expect(plan['financial-projections']).toContain(figure);
      }
      for (const figure of [printed.fundingAsk, ...Object.values(printed.useOfFunds), printed.runway]) {
        expect(deck.funding.content).toContain(figure);
        expect(plan['funding-request']).toContain(figure);
      }
      expect(printed.fundingAsk).toBe('$1,000,000');
    });
  });

  describe('PUT /api/startup-ideas/{id}/pitch-deck/slides/{slideId}', () => {
    it('saves one slide as edited; a reload shows it and the other slides are unchanged', async () => {
      const deck = (await generate()).body;
      const response = await saveSlide('traction', { content: '• 12 workshops on the waiting list', notes: 'Mention the guild.' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: 'traction', content: '• 12 workshops on the waiting list', notes: 'Mention the guild.', status: 'edited' });
      const idea = await reload();
      expect(idea.pitchDeck.traction).toEqual({ content: '• 12 workshops on the waiting list', notes: 'Mention the guild.' });
      expect(idea.pitchDeckStatus.traction).toBe('edited');
      expect(idea.pitchDeck.team).toEqual(deck.team);
      expect(idea.pitchDeckStatus.team).toBe('generated');
    });

    it('accepts empty notes and the longest content and notes', async () => {
      expect((await saveSlide('team', { content: 'Ada', notes: '' })).status).toBe(200);
      expect((await saveSlide('team', { content: 'c'.repeat(5000), notes: 'n'.repeat(5000) })).status).toBe(200);
    });

    it.each([
      ['content is empty', { content: '', notes: 'n' }, 'content should not be empty'],
      ['content is only spaces', { content: '   ', notes: 'n' }, 'content should not be empty'],
      ['notes are missing', { content: 'c' }, 'notes must be a string'],
      ['content is over 5000 characters', { content: 'c'.repeat(5001), notes: '' }, 'content must be shorter than or equal to 5000 characters'],
      ['notes are over 5000 characters', { content: 'c', notes: 'n'.repeat(5001) }, 'notes must be shorter than or equal to 5000 characters'],
      ['a field is unknown', { content: 'c', notes: '', layout: 'split' }, 'property layout should not exist'],
    ])('answers 400 when %s', async (_case, body, message) => {
      const response = await saveSlide('team', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('answers 404 for a slide that does not exist', async () => {
      const response = await saveSlide('appendix', { content: 'c', notes: '' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Slide not found' });
    });
  });

  describe('POST /api/startup-ideas/{id}/pitch-deck/slides/{slideId}/regenerate', () => {
    it('writes one slide again as generated, leaving the edits of the others', async () => {
      const deck = (await generate()).body;
      await saveSlide('market', { content: 'Edited market', notes: 'Edited notes' });
      await saveSlide('closing', { content: 'Edited closing', notes: '' });
      const response = await regenerate('market');
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('builtin');
      expect(response.body).toEqual({ id: 'market', content: expect.any(String), notes: deck.market.notes, status: 'generated' });
      // The same bullets as the deck's, in the order of the version written.
      expect(response.body.content.split('\n').sort()).toEqual(deck.market.content.split('\n').sort());
      const idea = await reload();
      expect(idea.pitchDeckStatus.market).toBe('generated');
      expect(idea.pitchDeck.closing).toEqual({ content: 'Edited closing', notes: '' });
      expect(idea.pitchDeckStatus.closing).toBe('edited');
    });

    it('answers 404 for a slide that does not exist', async () => {
      expect((await regenerate('appendix')).body).toEqual({ statusCode: 404, message: 'Slide not found' });
    });
  });
});
