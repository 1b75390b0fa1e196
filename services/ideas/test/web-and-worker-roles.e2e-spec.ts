import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTION_IDS, type GenerationJob } from '@founder/contracts';
import { captureWarnings, request } from '@founder/server-kit/testing';
import { LlmStub, modelWritesEveryPart } from '@founder/llm-stub';
import { DataSource } from 'typeorm';
import { as, createIdeasTestApp, newBrowser, submitIdea } from './support/ideas-test-app';

const SETTINGS = { LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '5000', LLM_CONCURRENCY: '4', GENERATION_JOB_SWEEP_MS: '300' };
const READY = { status: 'ok', info: { database: { status: 'up' }, migrations: { status: 'up' }, 'generation-queue': { status: 'up' } } };

/** An ideas app in one role (IDEAS_ROLE), on the shared test database. */
async function appInRole(role: 'web' | 'worker'): Promise<INestApplication> {
  const saved = process.env['IDEAS_ROLE'];
  process.env['IDEAS_ROLE'] = role;
  try {
    return await createIdeasTestApp();
  } finally {
    if (saved === undefined) delete process.env['IDEAS_ROLE'];
    else process.env['IDEAS_ROLE'] = saved;
  }
}

/** Polls `read` until `done` holds, at most `limitMs` (then fails with the last value seen). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 20_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the ideas service as web and worker instances (IDEAS_ROLE) on one database', () => {
  let stub: LlmStub;
  let web: INestApplication;
  let worker: INestApplication | undefined;
  let restoreWarnings: () => void;
  const saved: Record<string, string | undefined> = {};

  /** The generation job's row and its pg-boss queue job's state. */
  const jobRows = async (jobId: number) => {
    const [row] = (await web.get(DataSource).query(
      `SELECT "g"."state", "g"."attempts", "q"."state" AS "queue_state" FROM "ideas"."generation_jobs" "g" LEFT JOIN "ideas_jobs"."job" "q" ON "q"."id" = "g"."queue_job_id" WHERE "g"."id" = $1`,
      [jobId],
    )) as Array<{ state: string; attempts: number; queue_state: string | null }>;
    return row;
  };

  beforeAll(async () => {
    stub = new LlmStub(modelWritesEveryPart({ chunkChars: 200, chunkDelayMs: 0 }));
    const baseUrl = await stub.start();
    for (const name of ['LLM_BASE_URL', ...Object.keys(SETTINGS)]) saved[name] = process.env[name];
    Object.assign(process.env, SETTINGS, { LLM_BASE_URL: baseUrl });
    ({ restore: restoreWarnings } = captureWarnings());
    web = await appInRole('web');
  });

  afterAll(async () => {
    await worker?.close();
    await web.close();
    await stub.stop();
    restoreWarnings();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('a worker-only instance answers its health routes and no API route', async () => {
    const alone = await appInRole('worker');
    try {
      expect((await request(alone).get('/health/live')).body).toEqual({ status: 'ok' });
      const ready = await request(alone).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual(READY);
      for (const [method, path] of [['get', '/api/ideas'], ['post', '/api/startup-ideas']] as const) {
        const response = await request(alone)[method](path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: `Cannot ${method.toUpperCase()} ${path}` });
      }
    } finally {
      await alone.close();
    }
  });

  it('a web-only instance is ready with its queue running, and a generation it takes stays queued with no worker', async () => {
    expect((await request(web).get('/health/ready')).body).toEqual(READY);
    const owner = newBrowser();
    const { id: ideaId } = await submitIdea(web, owner);
    const started = await as(request(web).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).set({ prefer: 'respond-async' });
    expect(started.status).toBe(202);
    const job = started.body as GenerationJob;
    expect(await until(() => jobRows(job.id), (row) => row.queue_state !== null)).toEqual({ state: 'running', attempts: 0, queue_state: 'created' });
    expect(stub.requests).toHaveLength(0);

    // A worker instance joins: it takes the queued job and writes it; the web instance reads it done.
    worker = await appInRole('worker');
    const done = await until(
      async () => (await as(request(web).get(`/api/startup-ideas/${ideaId}/jobs/${job.id}`), owner)).body as GenerationJob,
      (current) => current.state !== 'running',
    );
    expect(done).toMatchObject({ state: 'done', provider: 'llm', error: null });
    expect(done.parts.map((part) => part.id).sort()).toEqual([...PLAN_SECTION_IDS].sort());
    expect(await jobRows(job.id)).toEqual({ state: 'done', attempts: 1, queue_state: 'completed' });
    expect(stub.requests).toHaveLength(PLAN_SECTION_IDS.length);
  });
});
