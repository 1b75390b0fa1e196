import type { INestApplication } from '@nestjs/common';
import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS } from '@founder/contracts';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { LlmStub } from '@founder/llm-stub';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { PITCH_DECK_DOCUMENT } from '../src/pitch-deck/pitch-deck.kind';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { appWithOwnedIdea, as, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'] as const;
const context = compositionContext(ideaFactsOf(VALID_IDEA));

/** What a well-behaved LLM writes: different words from the built-in composer, same figures and bounds. */
const llmPlan = Object.fromEntries(
  PLAN_SECTION_IDS.map((id) => [id, `Written by the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id)}`]),
);
const llmDeck = Object.fromEntries(
  PITCH_SLIDE_IDS.map((id) => {
    const slide = PITCH_DECK_DOCUMENT.compose(context, id);
    return [id, { content: `Model slide. ${slide.content}`, notes: `Model notes. ${slide.notes}` }];
  }),
);
const answerFor = (ids: string[], parts: Record<string, unknown>) => JSON.stringify(Object.fromEntries(ids.map((id) => [id, parts[id]])));

describe('generation with an LLM (OpenAI-compatible stub)', () => {
  let app: INestApplication;
  let stub: LlmStub;
  let owner: TestCaller;
  let ideaId: number;
  let warnings: jest.Mock;
  let restoreWarnings: () => void;
  const saved: Partial<Record<(typeof LLM_VARIABLES)[number], string>> = {};

  const generatePlan = () => as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner);
  const generateDeck = () => as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner);
  const builtinPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, BUSINESS_PLAN_DOCUMENT.compose(context, id)]));

  beforeAll(async () => {
    stub = new LlmStub();
    const baseUrl = await stub.start();
    for (const name of LLM_VARIABLES) saved[name] = process.env[name];
    Object.assign(process.env, { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '5000' });
    ({ app, owner, ideaId } = await appWithOwnedIdea());
  });

  afterAll(async () => {
    await app.close();
    await stub.stop();
    for (const name of LLM_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  beforeEach(() => {
    stub.requests.length = 0;
    ({ warnings, restore: restoreWarnings } = captureWarnings());
  });

  afterEach(() => {
    restoreWarnings();
  });

  it('uses valid answers: each section asked for alone and streamed, the plan is the model’s, reported as llm, and stored', async () => {
    stub.reply = ({ requestedIds }) => ({ content: answerFor(requestedIds, llmPlan) });
    const response = await generatePlan();
    expect(response.status).toBe(200);
    expect(response.headers['x-generation-provider']).toBe('llm');
    expect(response.body).toEqual(llmPlan);
    expect(Object.keys(response.body)).toEqual([...PLAN_SECTION_IDS]);
    expect((await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body.businessPlan).toEqual(llmPlan);
    expect(warnings).not.toHaveBeenCalled();

    expect(stub.requests.map((sent) => sent.requestedIds).sort()).toEqual(PLAN_SECTION_IDS.map((id) => [id]).sort());
    const sent = stub.requests.find((candidate) => candidate.requestedIds[0] === 'financial-projections')!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('stub-model');
    expect(sent.body.stream).toBe(true);
    // The response format is the section's schema (libs/contracts), keyed by the section's id.
    expect(sent.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'business_plan_financial-projections',
        strict: false,
        schema: {
          type: 'object',
          properties: { 'financial-projections': { type: 'string', description: 'Plain text paragraphs' } },
          required: ['financial-projections'],
          additionalProperties: false,
        },
      },
    });
    const prompt = sent.body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('LoomLedger');
    expect(prompt).toContain(context.printed.revenue[0]);
    expect(prompt).toContain(context.printed.fundingAsk);
    expect(prompt).not.toContain(VALID_IDEA.email);
  });

  it('uses a valid answer for the deck and for one regenerated section or slide', async () => {
    stub.reply = ({ requestedIds }) => ({ content: answerFor(requestedIds, { ...llmPlan, ...llmDeck }) });
    const deck = await generateDeck();
    expect(deck.headers['x-generation-provider']).toBe('llm');
    expect(deck.body).toEqual(llmDeck);
    stub.requests.length = 0;

    const section = await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan/sections/risk-analysis/regenerate`), owner);
    expect(section.headers['x-generation-provider']).toBe('llm');
    expect(section.body).toEqual({ id: 'risk-analysis', content: llmPlan['risk-analysis'], status: 'generated' });
    const slide = await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck/slides/team/regenerate`), owner);
    expect(slide.body).toEqual({ id: 'team', ...llmDeck.team, status: 'generated' });
    expect(stub.requests.map((sent) => sent.requestedIds)).toEqual([['risk-analysis'], ['team']]);
  });

  const good = (id: string) => ({ content: answerFor([id], llmPlan) });
  it.each([
    ['times out', () => ({ ...good('market-analysis'), delayMs: 8000 }), 'timeout'],
    ['answers malformed JSON', () => ({ content: '{"market-analysis": "Half an ans' }), 'unusable answer: the answer was not JSON'],
    ['answers an empty message', () => ({ content: '' }), 'unusable answer: the answer was empty'],
    ['leaves the section out', () => ({ content: answerFor(['risk-analysis'], llmPlan) }), 'unusable answer: market-analysis is missing'],
    ['writes a section that is too short', () => ({ content: JSON.stringify({ 'market-analysis': 'Big market. Very big.' }) }), 'unusable answer: market-analysis has 4 words, outside 120-400'],
    ['writes an empty section', () => ({ content: JSON.stringify({ 'market-analysis': '   ' }) }), 'unusable answer: market-analysis is not a non-empty string'],
    ['answers HTTP 500', () => ({ status: 500, body: { error: { message: 'overloaded' } } }), 'HTTP 500'],
  ])('writes only the failing section with the built-in composer when the model %s, says so and logs it', async (_case, bad, reason) => {
    stub.reply = ({ requestedIds: [id] }) => (id === 'market-analysis' ? bad() : good(id));
    const response = await generatePlan();
    expect(response.status).toBe(200);
    expect(response.headers['x-generation-provider']).toBe('builtin-fallback');
    const expected = { ...llmPlan, 'market-analysis': builtinPlan['market-analysis'] };
    expect(response.body).toEqual(expected);
    expect((await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body.businessPlan).toEqual(expected);
    expect(warnings.mock.calls).toEqual([
      [`LLM generation of market-analysis of the business plan failed (${reason}); the built-in composer wrote it instead`],
    ]);
    expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length);
  });

  it('falls back for the financial projections when the model changes their figures', async () => {
    stub.reply = ({ requestedIds: [id] }) =>
      id === 'financial-projections'
        ? { content: JSON.stringify({ [id]: llmPlan[id].replaceAll(context.printed.revenue[0], '$1') }) }
        : good(id);
    const response = await generatePlan();
    expect(response.body['financial-projections']).toEqual(builtinPlan['financial-projections']);
    expect(warnings).toHaveBeenCalledWith(
      `LLM generation of financial-projections of the business plan failed (unusable answer: financial-projections does not state ${context.printed.revenue[0]}); the built-in composer wrote it instead`,
    );
  });

  it('falls back for a slide that has no notes', async () => {
    stub.reply = ({ requestedIds }) => ({ content: answerFor(requestedIds, { ...llmDeck, problem: { content: llmDeck.problem.content } }) });
    const response = await generateDeck();
    expect(response.headers['x-generation-provider']).toBe('builtin-fallback');
    expect(response.body.problem).toEqual(PITCH_DECK_DOCUMENT.compose(context, 'problem'));
    expect(response.body.team).toEqual(llmDeck.team);
    expect(warnings).toHaveBeenCalledWith('LLM generation of problem of the pitch deck failed (unusable answer: problem.notes is not a non-empty string); the built-in composer wrote it instead');
  });
});
