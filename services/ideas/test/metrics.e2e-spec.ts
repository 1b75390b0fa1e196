import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS } from '@founder/contracts';
import { LlmStub } from '@founder/llm-stub';
import { request } from '@founder/server-kit/testing';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { compositionContext } from '../src/domain/composition-context';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { appWithOwnedIdea, as, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const LLM_VARIABLES = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_MS'] as const;
const context = compositionContext(ideaFactsOf(VALID_IDEA));
const FAILING_SECTION = 'financial-projections';

describe('ideas GET /metrics', () => {
  let app: INestApplication;
  let stub: LlmStub;
  let owner: TestCaller;
  let ideaId: number;
  const saved: Partial<Record<(typeof LLM_VARIABLES)[number], string>> = {};

  beforeAll(async () => {
    stub = new LlmStub(({ requestedIds: [id] }) =>
      id === FAILING_SECTION ? { status: 500, body: { error: { message: 'overloaded' } } } : { content: JSON.stringify({ [id]: `By the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id as never)}` }) },
    );
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

  it('reports requests by route pattern, LLM calls and fallbacks, the generation queue and the data rooms’ bytes', async () => {
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);

    const response = await request(app).get('/metrics').expect(200);

    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('http_requests_total{method="POST",route="/api/startup-ideas/:id/business-plan",status_code="200",service="ideas",version="stable"} 1');
    expect(response.text).toContain(`llm_call_duration_seconds_count{service="ideas",version="stable",outcome="ok"} ${PLAN_SECTION_IDS.length - 1}`);
    expect(response.text).toContain('llm_call_duration_seconds_count{service="ideas",version="stable",outcome="fallback"} 1');
    expect(response.text).toContain('llm_fallbacks_total{reason="error",service="ideas",version="stable"} 1');
    expect(response.text).toContain('job_queue_depth{queue="document-generation",service="ideas",version="stable"} 0');
    expect(response.text).toMatch(/^data_room_stored_bytes\{service="ideas",version="stable"\} \d+$/m);
  });
});
