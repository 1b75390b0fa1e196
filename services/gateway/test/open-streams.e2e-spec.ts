import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

/** Connections the gateway keeps to a service for ordinary calls (upstream-pools.ts). */
const ORDINARY_CONNECTIONS = 128;
const PER_CLIENT = 4;
const TOTAL = 140;

/** An ideas service stand-in: job event streams that never end (a heartbeat every 200 ms), and an ordinary read. */
async function startIdeasStandIn(): Promise<{ url: string; openStreams(): number; close(): Promise<void> }> {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    if (req.url?.endsWith('/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(': open\n\n');
      open.add(res);
      const beat = setInterval(() => res.write(': keep-alive\n\n'), 200);
      res.once('close', () => {
        clearInterval(beat);
        open.delete(res);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"demo"}');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    openStreams: () => open.size,
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface OpenedStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** The first chunk: the stream's first comment, or a refusal's JSON. */
  first: string;
  close(): void;
}

/** Opens a job's event stream through the gateway as a client at `address`; resolves at its first chunk. */
function openStream(gatewayUrl: string, address: string, jobId = 2): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${gatewayUrl}/api/startup-ideas/1/jobs/${jobId}/events`, { headers: { 'x-forwarded-for': address, accept: 'text/event-stream' } }, (response) => {
      response.once('data', (chunk: Buffer) => resolve({ status: response.statusCode ?? 0, headers: response.headers, first: chunk.toString('utf8'), close: () => call.destroy() }));
      response.once('error', () => undefined);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('gateway: open streams cannot take the connections of ordinary calls (issue 28 item 2)', () => {
  let ideas: Awaited<ReturnType<typeof startIdeasStandIn>>;
  let gateway: GatewayUnderTest;
  const opened: OpenedStream[] = [];

  beforeAll(async () => {
    ideas = await startIdeasStandIn();
    // 132 streams open at once: on a loaded machine one may take over 2 s to get its headers (8 s is the most allowed).
    gateway = await startGateway({ IDEAS_URL: ideas.url, TRUST_PROXY: 'true', STREAMS_PER_CLIENT: String(PER_CLIENT), STREAMS_TOTAL: String(TOTAL), UPSTREAM_TIMEOUT_MS: '8000' });
  });

  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });

  afterAll(async () => {
    await gateway.close();
    await ideas.close();
  });

  it(`answers ordinary calls while more streams are open than its ${ORDINARY_CONNECTIONS} ordinary connections`, async () => {
    const count = ORDINARY_CONNECTIONS + 4;
    const streams = await Promise.all(Array.from({ length: count }, (_, index) => openStream(gateway.url, `198.51.100.${Math.floor(index / PER_CLIENT)}`)));
    opened.push(...streams);
    expect(streams.map((stream) => stream.status)).toEqual(Array<number>(count).fill(200));
    expect(ideas.openStreams()).toBe(count);
    const ordinary = await request(gateway.url).get('/api/ideas/demo');
    expect(ordinary.status).toBe(200);
    expect(ordinary.body).toEqual({ id: 'demo' });
  });

  it(`refuses a client its ${PER_CLIENT + 1}th open stream (429) and anyone past ${TOTAL} in all (503), with Retry-After; ordinary calls still answered`, async () => {
    const own = await Promise.all(Array.from({ length: PER_CLIENT }, () => openStream(gateway.url, '203.0.113.1')));
    opened.push(...own);
    const refused = await openStream(gateway.url, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.first)).toEqual({ statusCode: 429, message: `Too many open streams from this address (${PER_CLIENT}). Close one and try again.` });
    // Another job of the same client counts too: the limit is the client's, not the job's.
    expect((await openStream(gateway.url, '203.0.113.1', 3)).status).toBe(429);

    const others = await Promise.all(Array.from({ length: TOTAL - PER_CLIENT }, (_, index) => openStream(gateway.url, `192.0.2.${Math.floor(index / PER_CLIENT)}`)));
    opened.push(...others);
    const full = await openStream(gateway.url, '203.0.113.77');
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toBe('5');
    expect(JSON.parse(full.first)).toEqual({ statusCode: 503, message: 'Too many open streams. Please try again shortly.' });
    expect(ideas.openStreams()).toBe(TOTAL);
    expect((await request(gateway.url).get('/api/ideas/demo')).status).toBe(200);

    // A stream closed gives its place back.
    own[0].close();
    await new Promise<void>((resolve) => {
      const check = () => (ideas.openStreams() < TOTAL ? resolve() : setImmediate(check));
      check();
    });
    const again = await openStream(gateway.url, '203.0.113.1');
    opened.push(again);
    expect(again.status).toBe(200);
  });
});
