import { createServer, request as httpRequest, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import request from 'supertest';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const MB = 1024 * 1024;
const MULTIPART = 'multipart/form-data; boundary=x';

/**
 * ideas as uploads see it: /api/documents reports its first bytes (firstBytes) and answers with the
 * size it read; the logo route reads a little and refuses the rest at once (413), dropping what
 * still comes, like the service does for a file over its limit; anything else answers 200 'ok'.
 */
async function startUploadUpstream() {
  const sockets = new Set<Socket>();
  let firstBytes!: () => void;
  const state = { received: 0, firstBytes: new Promise<void>((done) => (firstBytes = done)) };
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === '/api/documents') {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstBytes();
        bytes += chunk.length;
        state.received += chunk.length;
      });
      incoming.on('end', () => outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes, declared: incoming.headers['content-length'] ?? null })));
      return;
    }
    if (incoming.url?.endsWith('/logo')) {
      incoming.once('data', () => {
        incoming.pause();
        outgoing.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 413, message: 'logo must be at most 5 MB' }));
        outgoing.on('finish', () => incoming.resume());
      });
      return;
    }
    incoming.resume();
    incoming.on('end', () => outgoing.writeHead(200, { 'content-type': 'application/json' }).end('"ok"'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** A request whose body the test writes itself; its answer, once it comes. */
function upload(url: string, method: string, headers: Record<string, string>) {
  const outgoing: ClientRequest = httpRequest(url, { method, headers: { 'content-type': MULTIPART, ...headers } });
  // The gateway may answer and close before the client has finished writing.
  outgoing.on('error', () => undefined);
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    outgoing.on('response', (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body });
        // As a browser does, the client stops sending once the answer is in: Node's client stops
        // listening for 'drain' when a whole response has come, so a body it was still writing
        // would never end, and its open connection would hold the gateway's close.
        outgoing.destroy();
      });
    });
  });
  return { outgoing, answer };
}

/** Writes totalBytes in 64 KB chunks, waiting whenever the socket asks to, then ends the body. */
function writeAll(outgoing: ClientRequest, totalBytes: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const writeMore = () => {
    while (sent < totalBytes && !outgoing.destroyed) {
      sent += chunk.length;
      if (!outgoing.write(chunk)) return outgoing.once('drain', writeMore);
    }
    outgoing.end();
  };
  writeMore();
}

describe('gateway: uploads stream through to the service', () => {
  let ideas: Awaited<ReturnType<typeof startUploadUpstream>>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    ideas = await startUploadUpstream();
    gateway = await startGateway({ IDEAS_URL: ideas.url });
  });

  afterAll(async () => {
    await gateway.close();
    await ideas.close();
  });

  it('passes the first bytes of an upload on before the rest has arrived, with its declared length', async () => {
    const { outgoing, answer } = upload(`${gateway.url}/api/documents`, 'POST', { 'content-length': String(2 * MB) });
    outgoing.write(Buffer.alloc(MB, 'a'));
    // A gateway that buffered the body whole would hold these bytes until the second half came: this never resolved.
    await ideas.state.firstBytes;
    outgoing.end(Buffer.alloc(MB, 'b'));
    expect(await answer).toEqual({ status: 200, body: JSON.stringify({ bytes: 2 * MB, declared: String(2 * MB) }) });
  });

  it('refuses a chunked upload at its first byte past 26 MB, passing on less than that', async () => {
    const before = ideas.state.received;
    const { outgoing, answer } = upload(`${gateway.url}/api/documents`, 'POST', {});
    writeAll(outgoing, 27 * MB);
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ statusCode: 413, message: 'Request body is larger than 26 MB' });
    expect(ideas.state.received - before).toBeLessThanOrEqual(26 * MB);
  });

  it("relays the service's early refusal of an upload it stopped reading, and keeps answering other calls", async () => {
    const { outgoing, answer } = upload(`${gateway.url}/api/companies/7/logo`, 'PUT', { 'content-length': String(6 * MB) });
    writeAll(outgoing, 6 * MB);
    expect(await answer).toEqual({ status: 413, body: JSON.stringify({ statusCode: 413, message: 'logo must be at most 5 MB' }) });
    const others = await Promise.all(Array.from({ length: 5 }, () => request(gateway.url).get('/api/companies')));
    expect(others.map((other) => [other.status, other.text])).toEqual(others.map(() => [200, '"ok"']));
  });
});
