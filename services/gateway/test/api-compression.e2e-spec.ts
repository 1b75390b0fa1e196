import { get as httpGet, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const BIG = { items: Array.from({ length: 100 }, (_, index) => ({ id: index, title: `Idea number ${index}` })) };

/** The answer's head, and its body once it ends (or the first chunk, for a stream that does not end). */
function fetchRaw(url: string, { firstChunkOnly = false } = {}): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (firstChunkOnly) {
          response.destroy();
          resolve({ response, body: chunk });
        }
      });
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('gateway: compression of API answers', () => {
  let ideas: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    ideas = await startEchoUpstream('ideas', (request, _body, response) => {
      // Sent in one piece, with its content-length, as the services send JSON.
      if (request.url === '/api/ideas/big') {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(BIG));
      } else if (request.url === '/api/ideas/small') {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end('{"count":3}');
      } else if (request.url === '/api/ideas/in-pieces') {
        // Known length, written in three pieces some time apart: read whole, then sent as one.
        const text = JSON.stringify(BIG);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) });
        response.write(text.slice(0, 1000));
        setTimeout(() => response.write(text.slice(1000, 2000)), 20);
        setTimeout(() => response.end(text.slice(2000)), 40);
      } else if (request.url === '/api/ideas/stream') {
        // An event stream that stays open: its first event must reach the client at once.
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        response.write(`data: ${'x'.repeat(2000)}\n\n`);
      }
    });
    gateway = await startGateway({ IDEAS_URL: ideas.url });
  });

  afterAll(async () => {
    await gateway.close();
    await ideas.close();
  });

  it('gzips JSON over 1 KB for a client that accepts it', async () => {
    const { response, body } = await fetchRaw(`${gateway.url}/api/ideas/big`);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(BIG);
    expect(body.length).toBeLessThan(JSON.stringify(BIG).length / 2);
  });

  it('passes an answer of known length that arrives in pieces byte for byte', async () => {
    const { response, body } = await fetchRaw(`${gateway.url}/api/ideas/in-pieces`);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(BIG);
    const plain = await new Promise<Buffer>((resolve, reject) => {
      httpGet(`${gateway.url}/api/ideas/in-pieces`, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(plain.toString('utf8')).toBe(JSON.stringify(BIG));
  });

  it('sends JSON of 1 KB or less as it is', async () => {
    const { response, body } = await fetchRaw(`${gateway.url}/api/ideas/small`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toBe('{"count":3}');
  });

  it('passes an event stream through uncompressed and unbuffered', async () => {
    const { response, body } = await fetchRaw(`${gateway.url}/api/ideas/stream`, { firstChunkOnly: true });
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toBe(`data: ${'x'.repeat(2000)}\n\n`);
  });
});
