import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS, type GenerationJob } from '@founder/contracts';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { LlmStub } from '@founder/llm-stub';
import { get, type IncomingMessage } from 'node:http';
import { BUSINESS_PLAN_DOCUMENT } from '../src/business-plan/business-plan.kind';
import { compositionContext } from '../src/domain/composition-context';
import { STREAMS_PER_JOB } from '../src/idea-documents/jobs/job-event-streams';
import { ideaFactsOf } from '../src/ideas/idea-facts-of';
import { as, createIdeasTestApp, newBrowser, submitIdea, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const SETTINGS = { LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '30000', LLM_CONCURRENCY: '1' };
const context = compositionContext(ideaFactsOf(VALID_IDEA));
const llmPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `Written by the model. ${BUSINESS_PLAN_DOCUMENT.compose(context, id)}`]));

interface OpenedStream {
  response: IncomingMessage;
  /** Everything the stream sent, once it has ended. */
  text: Promise<string>;
  close(): void;
}

/** Opens a job's event stream as the owner's browser; resolves at its answer's headers. */
function openStream(baseUrl: string, owner: TestCaller, path: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const call = get(`${baseUrl}${path}`, { agent: false, headers: { cookie: `founder_owner=${owner.browserId}` } }, (response) => {
      let text = '';
      const ended = new Promise<string>((done) => {
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(text));
        response.on('error', () => done(text));
      });
      resolve({ response, text: ended, close: () => call.destroy() });
    });
    call.on('error', reject);
  });
}

/** Issue 28 item 2 in the ideas service: streams per job, and streams that go idle. */
describe('a generation job’s event streams: at most a few per job, ended when idle', () => {
  let stub: LlmStub;
  let restoreWarnings: () => void;
  const saved: Record<string, string | undefined> = {};
  const apps: INestApplication[] = [];

  /** An app listening on a free port, with `env` for its configuration. */
  async function listeningApp(env: Record<string, string> = {}): Promise<{ app: INestApplication; baseUrl: string }> {
    for (const name of Object.keys(env)) saved[name] ??= process.env[name];
    Object.assign(process.env, env);
    const app = await createIdeasTestApp();
    for (const name of Object.keys(env)) delete process.env[name];
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return { app, baseUrl: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
  }

  /** A plan started (202) on an idea of a new browser, its sections written slowly. */
  async function runningJob(app: INestApplication): Promise<{ owner: TestCaller; path: string; job: GenerationJob }> {
    const owner = newBrowser();
    const { id } = await submitIdea(app, owner);
    const { body: job } = await as(request(app).post(`/api/startup-ideas/${id}/business-plan`), owner).set('prefer', 'respond-async').expect(202);
    return { owner, job, path: `/api/startup-ideas/${id}/jobs/${job.id}/events` };
  }

  beforeAll(async () => {
    stub = new LlmStub(({ requestedIds: [id] }) => ({ content: JSON.stringify({ [id]: llmPlan[id] }), delayMs: 2000 }));
    const baseUrl = await stub.start();
    for (const name of ['LLM_BASE_URL', ...Object.keys(SETTINGS)]) saved[name] = process.env[name];
    Object.assign(process.env, SETTINGS, { LLM_BASE_URL: baseUrl });
    ({ restore: restoreWarnings } = captureWarnings());
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await stub.stop();
    restoreWarnings();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it(`refuses a job's ${STREAMS_PER_JOB + 1}th open stream with 429 and Retry-After; a closed one gives its place back`, async () => {
    const { app, baseUrl } = await listeningApp();
    const { owner, path, job } = await runningJob(app);
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_JOB }, () => openStream(baseUrl, owner, path)));
    expect(streams.map((stream) => stream.response.statusCode)).toEqual(Array<number>(STREAMS_PER_JOB).fill(200));
    const refused = await openStream(baseUrl, owner, path);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('5');
    expect(JSON.parse(await refused.text)).toEqual({ statusCode: 429, message: `Too many open streams of this generation (${STREAMS_PER_JOB}). Close one and try again.` });
    streams[0].close();
    await streams[0].text;
    let again: OpenedStream;
    // The service sees the close a moment after the client: ask until it has.
    do again = await openStream(baseUrl, owner, path);
    while (again.response.statusCode === 429);
    expect(again.response.statusCode).toBe(200);
    for (const stream of [...streams, again]) stream.close();
    await as(request(app).post(`/api/startup-ideas/${job.ideaId}/jobs/${job.id}/cancel`), owner).expect(200);
  });

  it('ends a stream that had no new part for JOB_STREAM_IDLE_MS, without an end event; the job runs on', async () => {
    const { app, baseUrl } = await listeningApp({ JOB_STREAM_IDLE_MS: '300' });
    const { owner, path, job } = await runningJob(app);
    const stream = await openStream(baseUrl, owner, path);
    expect(stream.response.statusCode).toBe(200);
    expect(await stream.text).not.toContain('event: end');
    const current = await as(request(app).get(`/api/startup-ideas/${job.ideaId}/jobs/${job.id}`), owner).expect(200);
    expect(current.body.state).toBe('running');
    await as(request(app).post(`/api/startup-ideas/${job.ideaId}/jobs/${job.id}/cancel`), owner).expect(200);
  });
});
