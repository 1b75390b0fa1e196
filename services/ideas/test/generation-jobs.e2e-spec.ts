import type { INestApplication } from '@nestjs/common';
import { DOCUMENT_VERSION_LIMITS, PLAN_SECTION_IDS, type DocumentVersionList, type GenerationJob } from '@founder/contracts';
import { captureWarnings, expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import { LlmStub } from '@founder/llm-stub';
import { DataSource } from 'typeorm';
import { compositionContext } from '../src/domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { JOB_RESTARTED_TOO_OFTEN } from '../src/idea-documents/jobs/generation-jobs.service';
import { appWithOwnedIdea, as, STRANGERS, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const SETTINGS = { LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '20000', LLM_CONCURRENCY: '4', GENERATION_JOB_SWEEP_MS: '300' };
const context = compositionContext(ideaFactsOf(VALID_IDEA));
const llmPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `Written by the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id)}`]));
const builtinPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, BUSINESS_PLAN_DOCUMENT.compose(context, id)]));
const NOT_FOUND = { statusCode: 404, message: 'Idea not found' };
const ASYNC = { prefer: 'respond-async' };

interface StreamEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** The events of a finished text/event-stream body (comments dropped). */
function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      return { ...(fields.id ? { id: fields.id } : {}), event: fields.event, data: JSON.parse(fields.data) };
    });
}

describe('generation jobs, their events and part versions (slow streaming LLM stub)', () => {
  let app: INestApplication;
  let stub: LlmStub;
  let owner: TestCaller;
  let ideaId: number;
  let warnings: jest.Mock;
  let restoreWarnings: () => void;
  const saved: Record<string, string | undefined> = {};

  const base = (id = ideaId) => `/api/startup-ideas/${id}`;
  const startPlan = (caller = owner, id = ideaId) => as(request(app).post(`${base(id)}/business-plan`), caller).set(ASYNC);
  const getJob = (jobId: number, caller = owner, on = app) => as(request(on).get(`${base()}/jobs/${jobId}`), caller);
  const events = (jobId: number, caller = owner) => as(request(app).get(`${base()}/jobs/${jobId}/events`), caller);
  /** Polls the job until `done` says so (the test's own timeout bounds it). */
  async function jobWhen(jobId: number, done: (job: GenerationJob) => boolean, on = app): Promise<GenerationJob> {
    for (;;) {
      const job = (await getJob(jobId, owner, on)).body as GenerationJob;
      if (done(job)) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const slowly = (id: string) => ({ content: JSON.stringify({ [id]: llmPlan[id] }), chunkDelayMs: 15, chunkChars: 60 });

  beforeAll(async () => {
    stub = new LlmStub();
    const baseUrl = await stub.start();
    for (const name of ['LLM_BASE_URL', ...Object.keys(SETTINGS)]) saved[name] = process.env[name];
    Object.assign(process.env, SETTINGS, { LLM_BASE_URL: baseUrl });
    ({ app, owner, ideaId } = await appWithOwnedIdea());
  });

  afterAll(async () => {
    await app.close();
    await stub.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  beforeEach(() => {
    stub.requests.length = 0;
    stub.reply = ({ requestedIds: [id] }) => slowly(id);
    ({ warnings, restore: restoreWarnings } = captureWarnings());
  });

  afterEach(() => restoreWarnings());

  describe('404 for someone else’s idea or job', () => {
    it.each(STRANGERS)('%s: start, read, follow, cancel, latest', async (_who, who) => {
      const { body: job } = await startPlan().expect(202);
      const stranger = await who();
      for (const response of [
        await startPlan(stranger),
        await getJob(job.id, stranger),
        await events(job.id, stranger),
        await as(request(app).post(`${base()}/jobs/${job.id}/cancel`), stranger),
        await as(request(app).get(`${base()}/business-plan/job`), stranger),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
      await jobWhen(job.id, (current) => current.state !== 'running');
    });

    it('a job of another idea, or no job at all, is not found', async () => {
      const other = await submitIdea(app, owner);
      const { body: job } = await startPlan(owner, other.id).expect(202);
      for (const path of [`jobs/${job.id}`, `jobs/${job.id}/events`, 'jobs/abc', 'jobs/2147483647']) {
        const response = await as(request(app).get(`${base()}/${path}`), owner);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Generation not found' });
      }
      await as(request(app).post(`${base(other.id)}/jobs/${job.id}/cancel`), owner).expect(200);
    });
  });

  describe('400 and 409', () => {
    it('a version list limit that is not a positive integer names the field', async () => {
      const response = await as(request(app).get(`${base()}/business-plan/sections/market-analysis/versions?limit=0`), owner);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('limit');
    });

    it('cancelling a finished job is 409', async () => {
      const { body: job } = await startPlan().expect(202);
      await jobWhen(job.id, (current) => current.state === 'done');
      const response = await as(request(app).post(`${base()}/jobs/${job.id}/cancel`), owner);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This generation has already finished' });
    });
  });

  describe('happy paths', () => {
    it('a plan written by the model: 202 with the job, a second start joins it, events follow it part by part, and it ends done with provider llm', async () => {
      const { body: job } = await expectOpenApiAnswer(app, await startPlan(), 202);
      expect(job).toMatchObject({ ideaId, kind: 'business-plan', state: 'running', provider: null, partsRequested: [...PLAN_SECTION_IDS], error: null, finishedAt: null });
      const joined = await startPlan().expect(202);
      expect(joined.body.id).toBe(job.id);
      expect((await expectOpenApiAnswer(app, await as(request(app).get(`${base()}/business-plan/job`), owner), 200)).body.job.id).toBe(job.id);

      // Followed from the start: the stream ends once the job is done.
      const streamed = await events(job.id).expect(200).expect('content-type', 'text/event-stream; charset=utf-8');
      const received = eventsOf(streamed.text);
      const parts = received.filter((event) => event.event === 'part');
      expect(parts.map((event) => event.id)).toEqual(PLAN_SECTION_IDS.map((_id, index) => String(index + 1)));
      expect(parts.map((event) => event.data.done)).toEqual(PLAN_SECTION_IDS.map((_id, index) => index + 1));
      expect(new Set(parts.map((event) => event.data.requested))).toEqual(new Set([PLAN_SECTION_IDS.length]));
      expect(Object.fromEntries(parts.map((event) => [event.data.id, event.data.content]))).toEqual(llmPlan);
      expect(parts.every((event) => event.data.provider === 'llm')).toBe(true);
      expect(received.at(-1)).toEqual({ event: 'end', data: expect.objectContaining({ id: job.id, state: 'done', provider: 'llm', parts: [] }) });

      const done = (await expectOpenApiAnswer(app, await getJob(job.id), 200)).body as GenerationJob;
      expect(done).toMatchObject({ state: 'done', provider: 'llm', error: null });
      expect(done.parts.map((part) => part.id).sort()).toEqual([...PLAN_SECTION_IDS].sort());
      const stored = await as(request(app).get(`${base()}/business-plan`), owner);
      expect(stored.body.content).toEqual(llmPlan);
      expect(warnings).not.toHaveBeenCalled();
      expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length);

      // Last-Event-ID: only what came after it.
      const resumed = eventsOf((await events(job.id).set('last-event-id', '10').expect(200)).text);
      expect(resumed.map((event) => event.id ?? event.event)).toEqual(['11', '12', 'end']);
    });

    it('a section the model answers with invalid JSON is written by the built-in composer alone, reported on that part', async () => {
      stub.reply = ({ requestedIds: [id] }) => (id === 'risk-analysis' ? { content: '{"risk-analysis": "cut sho' } : slowly(id));
      const { body: started } = await startPlan().expect(202);
      const job = await jobWhen(started.id, (current) => current.state !== 'running');
      expect(job).toMatchObject({ state: 'done', provider: 'builtin-fallback' });
      expect(job.parts.filter((part) => part.provider !== 'llm')).toEqual([{ id: 'risk-analysis', content: builtinPlan['risk-analysis'], provider: 'builtin-fallback' }]);
      expect((await as(request(app).get(`${base()}/business-plan`), owner)).body.content).toEqual({ ...llmPlan, 'risk-analysis': builtinPlan['risk-analysis'] });
      expect(warnings).toHaveBeenCalledWith('LLM generation of risk-analysis of the business plan failed (unusable answer: the answer was not JSON); the built-in composer wrote it instead');
    });

    it('cancel stops a running job: it keeps its finished parts, the document stays as it was, nothing more is asked', async () => {
      const before = (await as(request(app).get(`${base()}/business-plan`), owner)).body.content;
      const { body: started } = await startPlan().expect(202);
      await jobWhen(started.id, (current) => current.parts.length >= 2);
      const cancelled = await expectOpenApiAnswer(app, await as(request(app).post(`${base()}/jobs/${started.id}/cancel`), owner), 200);
      expect(cancelled.body.state).toBe('cancelled');
      const asked = stub.requests.length;
      const streamed = eventsOf((await events(started.id).expect(200)).text);
      expect(streamed.at(-1)).toEqual({ event: 'end', data: expect.objectContaining({ state: 'cancelled' }) });
      expect((await as(request(app).get(`${base()}/business-plan`), owner)).body.content).toEqual(before);
      expect(stub.requests.length).toBe(asked);
      // The next start is a new job.
      const next = await startPlan().expect(202);
      expect(next.body.id).not.toBe(started.id);
      await jobWhen(next.body.id, (current) => current.state === 'done');
    });

    it('POST without Prefer waits for the whole plan and answers it as before', async () => {
      const response = await as(request(app).post(`${base()}/business-plan`), owner);
      expect(response.status).toBe(200);
      expect(response.headers['x-generation-provider']).toBe('llm');
      expect(response.body).toEqual(llmPlan);
    });

    it('a restarted service resumes the job with only its missing parts; every part written before stays', async () => {
      const first = await appWithOwnedIdea();
      const { body: started } = await as(request(first.app).post(`${base(first.ideaId)}/business-plan`), first.owner).set(ASYNC).expect(202);
      const read = (on: INestApplication) => as(request(on).get(`${base(first.ideaId)}/jobs/${started.id}`), first.owner);
      let before: GenerationJob;
      do before = (await read(first.app)).body;
      while (before.parts.length < 3);
      await first.app.close();
      const kept = (await read(app)).body as GenerationJob;
      expect(kept.state).toBe('running');
      expect(kept.parts.slice(0, before.parts.length)).toEqual(before.parts);

      // `app` is the other instance: the stopped instance handed the job back to the queue, and a worker here resumes it.
      let after: GenerationJob;
      do after = (await read(app)).body;
      while (after.state === 'running');
      expect(after.state).toBe('done');
      expect(after.provider).toBe('llm');
      expect(after.parts.slice(0, kept.parts.length)).toEqual(kept.parts);
      expect(after.parts.map((part) => part.id).sort()).toEqual([...PLAN_SECTION_IDS].sort());
      const resumedIds = stub.requests.map((sent) => sent.requestedIds[0]).slice(-(PLAN_SECTION_IDS.length - kept.parts.length));
      expect(resumedIds.filter((id) => kept.parts.some((part) => part.id === id))).toEqual([]);
    });

    it('a job abandoned too many times is marked failed, never left running', async () => {
      const { body: started } = await startPlan().expect(202);
      // As if two more writers had claimed it already and gone: this instance's writer, no longer the
      // runner, stops at its next part and hands the job back; its next run is its fourth, and fails it.
      await app.get(DataSource).query(`UPDATE "ideas"."generation_jobs" SET "attempts" = 3, "runner" = gen_random_uuid() WHERE "id" = $1`, [started.id]);
      const job = await jobWhen(started.id, (current) => current.state !== 'running');
      expect(job).toMatchObject({ state: 'failed', error: JOB_RESTARTED_TOO_OFTEN });
    });
  });

  describe('regenerating one part: a job of that part (slow streaming LLM stub)', () => {
    const regenerate = (sectionId: string, caller = owner) => as(request(app).post(`${base()}/business-plan/sections/${sectionId}/regenerate`), caller);

    it('404 for someone else’s idea; 404 for an unknown section', async () => {
      for (const [_who, who] of STRANGERS) {
        const response = await regenerate('risk-analysis', await who()).set(ASYNC);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
      const unknown = await regenerate('no-such-section').set(ASYNC);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, message: 'Section not found' });
    });

    it('409 while another generation of the document runs; the same part again joins its job', async () => {
      await as(request(app).post(`${base()}/business-plan`), owner).expect(200);
      const { body: whole } = await startPlan().expect(202);
      const refused = await regenerate('risk-analysis').set(ASYNC);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ statusCode: 409, message: 'Another generation of this document is running. Please try again when it is done.' });
      await jobWhen(whole.id, (job) => job.state !== 'running');

      const { body: part } = await expectOpenApiAnswer(app, await regenerate('risk-analysis').set(ASYNC), 202);
      expect(part).toMatchObject({ kind: 'business-plan', state: 'running', partsRequested: ['risk-analysis'] });
      expect((await regenerate('risk-analysis').set(ASYNC).expect(202)).body.id).toBe(part.id);
      const wholeAgain = await startPlan();
      expect(wholeAgain.status).toBe(409);
      await jobWhen(part.id, (job) => job.state !== 'running');
    });

    it('202 with the job, then only that section written by the model; without Prefer the section itself when done', async () => {
      await as(request(app).post(`${base()}/business-plan`), owner).expect(200);
      await as(request(app).put(`${base()}/business-plan/sections/management-team`), owner).send({ content: 'Kept as the founder wrote it.' }).expect(200);
      stub.requests.length = 0;
      stub.reply = ({ requestedIds: [id] }) => ({ ...slowly(id), content: JSON.stringify({ [id]: `Again. ${llmPlan[id]}` }) });
      const { body: started } = await regenerate('risk-analysis').set(ASYNC).expect(202);
      const job = await jobWhen(started.id, (current) => current.state !== 'running');
      expect(job).toMatchObject({ state: 'done', provider: 'llm', parts: [{ id: 'risk-analysis', content: `Again. ${llmPlan['risk-analysis']}`, provider: 'llm' }] });
      expect(stub.requests.map((sent) => sent.requestedIds)).toEqual([['risk-analysis']]);
      const stored = (await as(request(app).get(`${base()}/business-plan`), owner)).body;
      expect(stored.content).toEqual({ ...llmPlan, 'management-team': 'Kept as the founder wrote it.', 'risk-analysis': `Again. ${llmPlan['risk-analysis']}` });
      expect(stored.status['management-team']).toBe('edited');
      expect(stored.status['risk-analysis']).toBe('generated');

      const waited = await expectOpenApiAnswer(app, await regenerate('operations-plan'), 200);
      expect(waited.headers['x-generation-provider']).toBe('llm');
      expect(waited.body).toEqual({ id: 'operations-plan', content: `Again. ${llmPlan['operations-plan']}`, status: 'generated' });
    });
  });

  describe('versions of a part', () => {
    const versions = (query = '') => as(request(app).get(`${base()}/business-plan/sections/market-analysis/versions${query}`), owner);

    it('lists every write of a part, newest first (a write identical to the current content adds none), and restores one as a new version', async () => {
      await as(request(app).post(`${base()}/business-plan`), owner).expect(200);
      await as(request(app).post(`${base()}/business-plan`), owner).expect(200);
      await as(request(app).put(`${base()}/business-plan/sections/market-analysis`), owner).send({ content: 'My own market analysis.' }).expect(200);
      const list = (await expectOpenApiAnswer(app, await versions('?limit=3'), 200)).body;
      // Every plan of this suite had the same model text for this section: one version of it.
      expect(list.items.map((version: { source: string }) => version.source)).toEqual(['edited', 'llm']);
      expect(list.total).toBe(2);
      expect(list.items[0]).toEqual({ id: expect.any(Number), partId: 'market-analysis', content: 'My own market analysis.', source: 'edited', fallbackReason: null, authorUserId: null, authorName: null, createdAt: expect.any(String) });
      const generated = list.items[1];
      expect(generated.content).toBe(llmPlan['market-analysis']);

      const restored = await expectOpenApiAnswer(app, await as(request(app).post(`${base()}/business-plan/sections/market-analysis/versions/${generated.id}/restore`), owner), 200);
      expect(restored.body).toEqual({ id: 'market-analysis', content: llmPlan['market-analysis'], status: 'edited' });
      expect((await versions('?limit=1')).body.items[0]).toMatchObject({ source: 'restored', content: llmPlan['market-analysis'] });
      expect((await as(request(app).get(`${base()}/business-plan`), owner)).body.content['market-analysis']).toBe(llmPlan['market-analysis']);

      const elsewhere = await as(request(app).post(`${base()}/business-plan/sections/risk-analysis/versions/${generated.id}/restore`), owner);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toEqual({ statusCode: 404, message: 'Version not found' });
      for (const [_who, who] of STRANGERS) {
        const stranger = await who();
        expect((await as(request(app).get(`${base()}/business-plan/sections/market-analysis/versions`), stranger)).body).toEqual(NOT_FOUND);
        expect((await as(request(app).post(`${base()}/business-plan/sections/market-analysis/versions/${generated.id}/restore`), stranger)).body).toEqual(NOT_FOUND);
      }
    });

    it(`keeps ${DOCUMENT_VERSION_LIMITS.kept} versions per part; lists ${DOCUMENT_VERSION_LIMITS.defaultPageSize} by default and at most ${DOCUMENT_VERSION_LIMITS.maxPageSize}`, async () => {
      for (let edit = 1; edit <= DOCUMENT_VERSION_LIMITS.kept + 5; edit += 1) {
        await as(request(app).put(`${base()}/business-plan/sections/market-analysis`), owner).send({ content: `Edit number ${edit}.` }).expect(200);
      }
      const all = (await versions('?limit=1000')).body;
      expect(all.total).toBe(DOCUMENT_VERSION_LIMITS.kept);
      expect(all.items).toHaveLength(DOCUMENT_VERSION_LIMITS.maxPageSize);
      expect(all.items[0].content).toBe(`Edit number ${DOCUMENT_VERSION_LIMITS.kept + 5}.`);
      expect(all.items.at(-1).content).toBe('Edit number 6.');
      expect((await versions()).body.items).toHaveLength(DOCUMENT_VERSION_LIMITS.defaultPageSize);

      // The next pages, by the cursor each page ends with: every kept version once, newest first.
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const page = (await versions(`?limit=20${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body as DocumentVersionList;
        expect(page.total).toBe(DOCUMENT_VERSION_LIMITS.kept);
        walked.push(...page.items.map((version) => version.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(all.items.map((version: { id: number }) => version.id));
      expect((await versions('?cursor=not-ours').expect(400)).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
    });
  });
});
