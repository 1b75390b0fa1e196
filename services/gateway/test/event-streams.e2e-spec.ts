import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

/** An ideas service stand-in: event streams and a slow generation call. */
async function startStreamingUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const stream = (heartbeats: number) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      open.add(res);
      res.write('id: 1\nevent: part\ndata: {"id":"a"}\n\n');
      let beats = 0;
      const timer = setInterval(() => {
        beats += 1;
        if (heartbeats > 0 && beats > heartbeats) {
          clearInterval(timer);
          res.end('event: end\ndata: {"state":"done"}\n\n');
        } else res.write(': keep-alive\n\n');
      }, 100);
      res.once('close', () => clearInterval(timer));
    };
    // A stream longer than the deadline, a heartbeat every 100 ms.
    if (req.url === '/api/startup-ideas/1/jobs/1/events') return stream(12);
    // One that never ends.
    if (req.url === '/api/startup-ideas/1/jobs/2/events') return stream(0);
    // A generation that answers after the ordinary deadline.
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 700);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('gateway: long answers', () => {
  let upstream: Awaited<ReturnType<typeof startStreamingUpstream>>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    upstream = await startStreamingUpstream();
    gateway = await startGateway({ IDEAS_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '400', GENERATION_TIMEOUT_MS: '5000' });
  });

  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('keeps an event stream open past the deadline while heartbeats come, and passes it whole', async () => {
    const response = await request(gateway.url).get('/api/startup-ideas/1/jobs/1/events').expect(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.text.startsWith('id: 1\nevent: part\ndata: {"id":"a"}\n\n')).toBe(true);
    expect(response.text.endsWith('event: end\ndata: {"state":"done"}\n\n')).toBe(true);
    expect(response.text.match(/: keep-alive/g)).toHaveLength(12);
  });

  it('gives a generation call the generation deadline, any other call the ordinary one', async () => {
    expect((await request(gateway.url).post('/api/startup-ideas/1/business-plan').send({})).body).toEqual({ ok: true });
    const ordinary = await request(gateway.url).get('/api/startup-ideas/1/business-plan');
    expect(ordinary.status).toBe(504);
  });

  it('ends open event streams cleanly when it shuts down', async () => {
    const closing = await startGateway({ IDEAS_URL: upstream.url });
    const ended = new Promise<string>((resolve, reject) => {
      get(`${closing.url}/api/startup-ideas/1/jobs/2/events`, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
          if (text.includes('keep-alive')) void closing.close();
        });
        response.on('end', () => resolve(text));
        response.on('error', reject);
      }).on('error', reject);
    });
    const text = await ended;
    expect(text.startsWith('id: 1\nevent: part')).toBe(true);
  });
});
