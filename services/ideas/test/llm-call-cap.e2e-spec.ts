import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS } from '@founder/contracts';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { LlmStub } from '@founder/llm-stub';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { compositionContext } from '../src/domain/composition-context';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { as, createIdeasTestApp, newBrowser, submitIdea, VALID_IDEA } from './support/ideas-test-app';

const GLOBAL_CAP = 3;
/** Each instance could put GENERATION_WORKERS x LLM_CONCURRENCY = 16 calls in flight on its own. */
const SETTINGS = { LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '20000', LLM_CONCURRENCY: '4', GENERATION_WORKERS: '4', LLM_GLOBAL_CONCURRENCY: String(GLOBAL_CAP) };
const context = compositionContext(ideaFactsOf(VALID_IDEA));
const llmPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `Written by the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id)}`]));

/** Issue 28 item 5: a cap on LLM calls in flight across jobs and instances, counted by the LLM stub. */
describe('LLM calls in flight: one cap across jobs and instances (LLM_GLOBAL_CONCURRENCY)', () => {
  let instances: INestApplication[];
  let stub: LlmStub;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    stub = new LlmStub(({ requestedIds: [id] }) => ({ content: JSON.stringify({ [id]: llmPlan[id] }), chunkDelayMs: 10, chunkChars: 200 }));
    const baseUrl = await stub.start();
    for (const name of ['LLM_BASE_URL', ...Object.keys(SETTINGS)]) saved[name] = process.env[name];
    Object.assign(process.env, SETTINGS, { LLM_BASE_URL: baseUrl });
    instances = [await createIdeasTestApp(), await createIdeasTestApp()];
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await stub.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it(`six plans started on two instances keep at most ${GLOBAL_CAP} calls in flight, and every section is still written by the model`, async () => {
    const { restore: restoreWarnings } = captureWarnings();
    const plans = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const instance = instances[index % 2];
        const owner = newBrowser();
        const { id } = await submitIdea(instance, owner);
        return as(request(instance).post(`/api/startup-ideas/${id}/business-plan`), owner);
      }),
    );
    restoreWarnings();
    for (const plan of plans) {
      expect(plan.status).toBe(200);
      expect(plan.headers['x-generation-provider']).toBe('llm');
      expect(plan.body).toEqual(llmPlan);
    }
    expect(stub.requests).toHaveLength(6 * PLAN_SECTION_IDS.length);
    expect(stub.mostInFlight).toBe(GLOBAL_CAP);
  });
});
