import { INTERNAL_USERS_PATH } from '@founder/contracts';
import { IDENTITY_HEADER, signIdentity, signingKeyFromEnvironment } from '@founder/identity';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_SPAN, freePort, OtlpReceiver, SERVER_SPAN, startMainProcess, type NodeProcess } from '@founder/server-kit/testing';
import request from 'supertest';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';
/** A caller already tracing: its trace continues through the gateway and the service. */
const CALLER_TRACEPARENT = `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`;

/**
 * Traces across processes: the real gateway and community service, each started from its main.ts
 * with tracing on, export to a local OTLP receiver; auth is a stand-in that records the trace context
 * of community's internal call.
 */
describe('traces (OpenTelemetry, W3C traceparent)', () => {
  let collector: OtlpReceiver;
  let auth: Server;
  const authTraceparents: string[] = [];
  let community: NodeProcess;
  let communityUrl: string;
  let gateway: NodeProcess;
  let gatewayUrl: string;
  let staticRoot: string;

  beforeAll(async () => {
    collector = await OtlpReceiver.start();
    auth = createServer((incoming, answer) => {
      if (incoming.url?.startsWith(INTERNAL_USERS_PATH)) authTraceparents.push(String(incoming.headers['traceparent']));
      answer.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((done) => auth.listen(0, '127.0.0.1', done));
    const communityPort = await freePort();
    community = await startMainProcess(
      'services/community/src/main.ts',
      { ...collector.tracingEnvironment(), COMMUNITY_PORT: String(communityPort), SERVICE_HOST: '127.0.0.1', AUTH_URL: `http://127.0.0.1:${(auth.address() as AddressInfo).port}`, USER_CACHE_MS: '0', LOG_LEVEL: 'info' },
      /community listening on/,
    );
    communityUrl = `http://127.0.0.1:${communityPort}`;
    staticRoot = mkdtempSync(join(tmpdir(), 'community-traces-'));
    writeFileSync(join(staticRoot, 'remotes.json'), '{"remotes":{}}');
    gateway = await startMainProcess(
      'services/gateway/src/main.ts',
      { ...collector.tracingEnvironment(), GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', COMMUNITY_URL: communityUrl, STATIC_ROOT: staticRoot, REMOTES_MANIFEST: join(staticRoot, 'remotes.json'), LOG_LEVEL: 'error' },
      /ready at http:\/\/localhost:(\d+)/,
    );
    gatewayUrl = `http://127.0.0.1:${gateway.ready[1]}`;
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await community?.stop();
    await new Promise((done) => auth?.close(done));
    await collector?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it("carries the caller's trace through the gateway to the service and its query, each span the child of the one before, and the 404 names it", async () => {
    const answer = await request(gatewayUrl).get('/api/events/987654').set('traceparent', CALLER_TRACEPARENT);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Event not found', traceId: TRACE_ID });
    expect(answer.headers['x-trace-id']).toBe(TRACE_ID);
    const gatewayServer = await collector.span((span) => span.service === 'gateway' && span.kind === SERVER_SPAN && span.traceId === TRACE_ID);
    expect(gatewayServer.parentSpanId).toBe(CALLER_SPAN_ID);
    const gatewayCall = await collector.span((span) => span.service === 'gateway' && span.kind === CLIENT_SPAN && span.traceId === TRACE_ID);
    expect(gatewayCall.parentSpanId).toBe(gatewayServer.spanId);
    const communityServer = await collector.span((span) => span.service === 'community' && span.kind === SERVER_SPAN && span.traceId === TRACE_ID);
    expect(communityServer.parentSpanId).toBe(gatewayCall.spanId);
    expect(communityServer.name).toBe('GET');
    // pg is instrumented too: tracing started before the service loaded it.
    const query = await collector.span((span) => span.service === 'community' && span.name.startsWith('pg.query:SELECT') && span.traceId === TRACE_ID);
    expect(query.parentSpanId).toBe(communityServer.spanId);
  });

  it("names the gateway's own trace in its 404, in the body and the x-trace-id header", async () => {
    const answer = await request(gatewayUrl).get('/api/no-such-area');

    expect(answer.status).toBe(404);
    const traceId = answer.headers['x-trace-id'];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toEqual({ statusCode: 404, message: 'No API route for GET /api/no-such-area', traceId });
    const gatewayServer = await collector.span((span) => span.service === 'gateway' && span.kind === SERVER_SPAN && span.traceId === traceId);
    expect(gatewayServer.parentSpanId).toBe('');
  });

  it("names the trace in a service's 400 too", async () => {
    const answer = await request(gatewayUrl).get('/api/events?limit=0').set('traceparent', `00-${'1'.repeat(32)}-${CALLER_SPAN_ID}-01`);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: 'limit must not be less than 1', traceId: '1'.repeat(32) });
  });

  it("passes the trace on in community's internal call to auth", async () => {
    const traceId = 'abcdef0123456789abcdef0123456789';
    const assertion = await signIdentity({ userId: 4242, sessionId: randomUUID(), email: 'traced@example.com' }, signingKeyFromEnvironment());

    await request(communityUrl).put('/api/networking/profile').set(IDENTITY_HEADER, assertion).set('traceparent', `00-${traceId}-${CALLER_SPAN_ID}-01`).send({ bio: 'Traced' }).expect(200);

    // The lookup's fetch (pg's query spans are client spans too, named after the statement).
    const lookup = await collector.span((span) => span.service === 'community' && span.kind === CLIENT_SPAN && span.name === 'GET' && span.traceId === traceId);
    expect(authTraceparents).toContain(`00-${traceId}-${lookup.spanId}-01`);
  });
});
