import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS, PLAN_SECTIONS, wordCount } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { binaryBody } from './support/binary-body';
import { appWithOwnedIdea, as, submitIdea, type TestCaller } from './support/ideas-test-app';
import { flatten, pdfPages } from './support/pdf-text';

/** A section's paragraphs in a fixed order, to compare versions that order them differently. */
const paragraphsOf = (text: string) => text.split('\n\n').sort();
/** Every amount and percentage a text prints, sorted. */
const figuresIn = (text: string) => (text.match(/\$[\d,.]*\d|\d[\d,.]*%/g) ?? []).sort();

describe('business plan', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;

  const generate = (id = ideaId, caller = owner) => as(request(app).post(`/api/startup-ideas/${id}/business-plan`), caller);
  const saveSection = (sectionId: string, body: object, id = ideaId) =>
    as(request(app).put(`/api/startup-ideas/${id}/business-plan/sections/${sectionId}`), owner).send(body);
  const regenerate = (sectionId: string, id = ideaId) =>
    as(request(app).post(`/api/startup-ideas/${id}/business-plan/sections/${sectionId}/regenerate`), owner);
  const reload = async (id = ideaId) => (await as(request(app).get(`/api/ideas/${id}`), owner)).body;

  beforeAll(async () => ({ app, owner, ideaId } = await appWithOwnedIdea()));
  afterAll(() => app.close());

  describe('before the plan is generated', () => {
    let freshId: number;
    beforeAll(async () => {
      freshId = (await submitIdea(app, owner)).id;
    });

    it('saving a section answers 409', async () => {
      const response = await saveSection('executive-summary', { content: 'My summary' }, freshId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'Generate the business plan first' });
    });

    it('regenerating a section answers 409', async () => {
      const response = await regenerate('executive-summary', freshId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'Generate the business plan first' });
    });

    it('the PDF answers 409', async () => {
      const response = await as(request(app).get(`/api/startup-ideas/${freshId}/business-plan.pdf`), owner);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'Generate the business plan first' });
    });
  });

  describe('POST /api/startup-ideas/{id}/business-plan', () => {
    it('answers 404 for an idea that does not exist', async () => {
      const response = await generate(2147483647);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Idea not found' });
    });

    it('answers the 12 sections written by the built-in composer, each 120-400 words, and says so', async () => {
      const response = await generate();
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('builtin');
      expect(Object.keys(response.body)).toEqual([...PLAN_SECTION_IDS]);
      for (const id of PLAN_SECTION_IDS) {
        expect(typeof response.body[id]).toBe('string');
        expect(wordCount(response.body[id])).toBeGreaterThanOrEqual(120);
        expect(wordCount(response.body[id])).toBeLessThanOrEqual(400);
        expect(response.body[id]).not.toMatch(/\b(lorem|ipsum|undefined|null|NaN)\b|\[object/);
      }
      expect(response.body['executive-summary']).toContain('LoomLedger');
      expect(response.body['executive-summary']).toContain('Ada Lovelace');
    });

    it('stores the plan on the idea, every section generated, so a reload shows it', async () => {
      const generated = (await generate()).body;
      const idea = await reload();
      expect(idea.businessPlan).toEqual(generated);
      expect(idea.businessPlanStatus).toEqual(Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, 'generated'])));
    });

    it('GET reads the stored plan and its statuses, as the generic document read', async () => {
      const generated = (await generate()).body;
      const response = await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan`), owner);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ kind: 'business-plan', content: generated, status: Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, 'generated'])) });
    });

    it('writes the same plan for the same idea', async () => {
      const first = await generate();
      const second = await generate();
      expect(second.body).toEqual(first.body);
    });
  });

  describe('PUT /api/startup-ideas/{id}/business-plan/sections/{sectionId}', () => {
    beforeAll(async () => {
      await generate();
    });

    it('saves one section as edited; a reload shows it and the other sections are unchanged', async () => {
      const before = await reload();
      const response = await saveSection('market-analysis', { content: 'Our own market analysis.\n\nSecond paragraph.' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: 'market-analysis', content: 'Our own market analysis.\n\nSecond paragraph.', status: 'edited' });
      const after = await reload();
      expect(after.businessPlan['market-analysis']).toBe('Our own market analysis.\n\nSecond paragraph.');
      expect(after.businessPlanStatus['market-analysis']).toBe('edited');
      expect(after.businessPlanStatus['executive-summary']).toBe('generated');
      expect({ ...after.businessPlan, 'market-analysis': null }).toEqual({ ...before.businessPlan, 'market-analysis': null });
    });

    it('keeps both of two saves of different sections sent at once', async () => {
      await Promise.all([
        saveSection('operations-plan', { content: 'Operations, edited.' }),
        saveSection('management-team', { content: 'Team, edited.' }),
      ]);
      const idea = await reload();
      expect(idea.businessPlan['operations-plan']).toBe('Operations, edited.');
      expect(idea.businessPlan['management-team']).toBe('Team, edited.');
    });

    it('accepts 20000 characters', async () => {
      const response = await saveSection('risk-analysis', { content: 'r'.repeat(20000) });
      expect(response.status).toBe(200);
    });

    it.each([
      ['content is missing', {}, 'content should not be empty'],
      ['content is empty', { content: '' }, 'content should not be empty'],
      ['content is only spaces', { content: '  \n ' }, 'content should not be empty'],
      ['content is not a string', { content: 12 }, 'content must be a string'],
      ['content is over 20000 characters', { content: 'r'.repeat(20001) }, 'content must be shorter than or equal to 20000 characters'],
      ['a field is unknown', { content: 'x', status: 'generated' }, 'property status should not exist'],
    ])('answers 400 when %s', async (_case, body, message) => {
      const response = await saveSection('risk-analysis', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('answers 404 for a section that does not exist', async () => {
      const response = await saveSection('appendix', { content: 'x' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Section not found' });
    });
  });

  describe('POST /api/startup-ideas/{id}/business-plan/sections/{sectionId}/regenerate', () => {
    it('writes one section again as generated, leaving the edits of the others', async () => {
      const plan = (await generate()).body;
      await saveSection('business-model', { content: 'Edited model.' });
      await saveSection('funding-request', { content: 'Edited funding.' });
      const response = await regenerate('business-model');
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('builtin');
      expect(response.body).toEqual({ id: 'business-model', content: expect.any(String), status: 'generated' });
      // The same paragraphs as the plan's, in the order of the version written.
      expect(paragraphsOf(response.body.content)).toEqual(paragraphsOf(plan['business-model']));
      const idea = await reload();
      expect(idea.businessPlan['business-model']).toBe(response.body.content);
      expect(idea.businessPlanStatus['business-model']).toBe('generated');
      expect(idea.businessPlan['funding-request']).toBe('Edited funding.');
      expect(idea.businessPlanStatus['funding-request']).toBe('edited');
    });

    it('writes a different version each time, with the same figures', async () => {
      const generated = (await generate()).body['funding-request'];
      const ask = /is raising (\$[\d,]+)/.exec(generated)?.[1];
      const first = (await regenerate('funding-request')).body.content;
      const second = (await regenerate('funding-request')).body.content;
      expect(first).not.toBe(generated);
      expect(second).not.toBe(first);
      for (const version of [first, second]) {
        expect(version).toContain(`is raising ${ask} in a`);
        expect(figuresIn(version)).toEqual(figuresIn(generated));
      }
      expect((await reload()).businessPlan['funding-request']).toBe(second);
    });

    it('answers 404 for a section that does not exist', async () => {
      const response = await regenerate('appendix');
      expect(response.body).toEqual({ statusCode: 404, message: 'Section not found' });
    });
  });

  describe('GET /api/startup-ideas/{id}/business-plan.pdf', () => {
    it('is a PDF with the title and all 12 sections under their headings, edits included', async () => {
      await generate();
      await saveSection('marketing-strategy', { content: 'Weavers guild newsletters first, then trade fairs.' });
      const response = await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan.pdf`), owner).buffer(true).parse(binaryBody);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-business-plan.pdf"; filename*=UTF-8''loomledger-business-plan.pdf`);
      const pages = await pdfPages(response.body);
      const text = flatten(pages.join(' '));
      expect(flatten(pages[0])).toContain('LoomLedger');
      expect(flatten(pages[0])).toContain('Business Plan');
      PLAN_SECTIONS.forEach((section, index) => expect(text).toContain(`${index + 1}. ${section.title}`));
      expect(text).toContain('Weavers guild newsletters first, then trade fairs.');
      const idea = await reload();
      expect(text).toContain(flatten(idea.businessPlan['executive-summary']).slice(0, 120));
    });
  });
});
