import { freePort, OtlpReceiver, SERVER_SPAN, startMainProcess, type NodeProcess } from '@founder/server-kit/testing';
import request from 'supertest';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN_ID = 'b7ad6b7169203331';

/**
 * Auth (Nest on Express) from its main.ts with tracing on, exporting to a local OTLP receiver:
 * its server span continues the caller's trace and its error answers name that trace.
 */
describe('auth: traces', () => {
  let collector: OtlpReceiver;
  let auth: NodeProcess;
  let authUrl: string;

  beforeAll(async () => {
    collector = await OtlpReceiver.start();
    const port = await freePort();
    const environment = { ...collector.tracingEnvironment(), AUTH_PORT: String(port), SERVICE_HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    auth = await startMainProcess('services/auth/src/main.ts', environment, /auth listening on/);
    authUrl = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await auth?.stop();
    await collector?.close();
  });

  it("continues the caller's trace and names it in a 404", async () => {
    const answer = await request(authUrl).get('/api/auth/no-such-route').set('traceparent', `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/auth/no-such-route', traceId: TRACE_ID });
    expect(answer.headers['x-trace-id']).toBe(TRACE_ID);
    const server = await collector.span((span) => span.service === 'auth' && span.kind === SERVER_SPAN && span.traceId === TRACE_ID);
    expect(server.parentSpanId).toBe(CALLER_SPAN_ID);
  });

  it('names its own trace in a 400', async () => {
    // Other suites' sign-ins from 127.0.0.1 share the database's counters and may have blocked that address: this one is its own.
    const answer = await request(authUrl).post('/api/auth/login').set('x-forwarded-for', '198.51.100.43').send({});

    expect(answer.status).toBe(400);
    expect(answer.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toEqual({ statusCode: 400, message: 'Email is required; Password is required', traceId: answer.headers['x-trace-id'] });
  });
});
