import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS, type DocumentVersionList, type GenerationJob } from '@founder/contracts';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { LlmStub, modelWritesEveryPart } from '@founder/llm-stub';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { appWithOwnedIdea, as, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'] as const;
const builtinMarketAnalysis = BUSINESS_PLAN_DOCUMENT.compose(compositionContext(ideaFactsOf(VALID_IDEA)), 'market-analysis');
/** VALID_IDEA's founder charges '$39 per month'; this sentence changes it. */
const CHANGED_PRICE = 'Each workshop pays €45 per month.';

describe("the founder's facts as hard constraints of the LLM (issue 27 item 7)", () => {
  let app: INestApplication;
  let stub: LlmStub;
  let owner: TestCaller;
  let ideaId: number;
  let warnings: jest.Mock;
  let restoreWarnings: () => void;
  const saved: Partial<Record<(typeof LLM_VARIABLES)[number], string>> = {};

  const generatePlan = () => as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner);
  const currentVersion = async (partId: string) =>
    ((await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan/sections/${partId}/versions?limit=1`), owner).expect(200)).body as DocumentVersionList).items[0];
  const askedFor = (partId: string) => stub.requests.filter((sent) => sent.requestedIds[0] === partId);
  const cleanAnswers = modelWritesEveryPart({ chunkChars: 4000, chunkDelayMs: 0 });
  const answerWith = (sentence: string, again: boolean) => modelWritesEveryPart({ chunkChars: 4000, chunkDelayMs: 0, changesFact: { partId: 'market-analysis', sentence, again } });

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

  afterEach(() => restoreWarnings());

  it('lists the facts the answer must keep in the prompt', async () => {
    stub.reply = cleanAnswers;
    await generatePlan().expect(200);
    expect(askedFor('market-analysis')[0].prompt).toContain(
      [
        'Facts you must keep exactly (the founder stated them; an answer that changes one is rejected):',
        '- Currency: every amount in USD (US dollar), written like $1,000; never another currency',
        "- Price: $39 per month per workshop (the founder's own price; never another amount or currency)",
        '- Company name: LoomLedger',
      ].join('\n'),
    );
  });

  it('keeps an answer that quotes the founder’s price as written, asking once', async () => {
    stub.reply = answerWith('Each workshop pays $39 per month.', true);
    const response = await generatePlan().expect(200);
    expect(response.headers['x-generation-provider']).toBe('llm');
    expect(response.body['market-analysis']).toMatch(/^Written by the model\. .* Each workshop pays \$39 per month\.$/);
    expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length);
    expect(await currentVersion('market-analysis')).toMatchObject({ source: 'llm', fallbackReason: null });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('asks again once, with the reason, for an answer that changes the price, and keeps the answer that keeps it', async () => {
    stub.reply = answerWith(CHANGED_PRICE, false);
    const response = await generatePlan().expect(200);
    expect(response.headers['x-generation-provider']).toBe('llm');
    expect(response.body['market-analysis']).toMatch(/^Written by the model\./);
    expect(response.body['market-analysis']).not.toContain('€45');
    const [first, again] = askedFor('market-analysis');
    expect([first.askedAgain, again.askedAgain]).toEqual([false, true]);
    expect(again.body.messages.slice(0, 2)).toEqual(first.body.messages);
    expect(again.body.messages[2]).toEqual({ role: 'assistant', content: expect.stringContaining(CHANGED_PRICE) });
    expect(again.body.messages[3]).toEqual({
      role: 'user',
      content: 'Your answer changed facts the founder stated: price changed: $39 written as €45. Write the same keys again, keeping every fact under "Facts you must keep exactly" as it is written there.',
    });
    expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length + 1);
    expect(await currentVersion('market-analysis')).toMatchObject({ source: 'llm', fallbackReason: null });
    expect(warnings).not.toHaveBeenCalled();
  });

  it('writes the part with the built-in composer when the answer asked again changes the price too, and its provenance says why', async () => {
    stub.reply = answerWith(CHANGED_PRICE, true);
    const response = await generatePlan().expect(200);
    expect(response.headers['x-generation-provider']).toBe('builtin-fallback');
    expect(response.body['market-analysis']).toBe(builtinMarketAnalysis);
    expect(response.body['risk-analysis']).toMatch(/^Written by the model\./);
    expect(askedFor('market-analysis').map((sent) => sent.askedAgain)).toEqual([false, true]);
    expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length + 1);
    expect(warnings.mock.calls).toEqual([['LLM generation of market-analysis of the business plan failed (unusable answer: price changed: $39 written as €45); the built-in composer wrote it instead']]);

    const reason = 'the AI changed the price ($39 -> €45)';
    expect(await currentVersion('market-analysis')).toMatchObject({ source: 'builtin-fallback', fallbackReason: reason, content: builtinMarketAnalysis });
    expect(await currentVersion('risk-analysis')).toMatchObject({ source: 'llm', fallbackReason: null });
    const { job } = (await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan/job`), owner).expect(200)).body as { job: GenerationJob };
    expect(job.parts.find((part) => part.id === 'market-analysis')).toEqual({ id: 'market-analysis', content: builtinMarketAnalysis, provider: 'builtin-fallback', fallbackReason: reason });

    // Written again by the model, the reason moves with the replaced version into the part's history.
    stub.reply = cleanAnswers;
    await generatePlan().expect(200);
    const history = (await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan/sections/market-analysis/versions?limit=2`), owner).expect(200)).body as DocumentVersionList;
    expect(history.items.map(({ source, fallbackReason }) => ({ source, fallbackReason }))).toEqual([
      { source: 'llm', fallbackReason: null },
      { source: 'builtin-fallback', fallbackReason: reason },
    ]);
  });
});
