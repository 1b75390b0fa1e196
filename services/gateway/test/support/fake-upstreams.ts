import { INTERNAL_TOKEN_HEADER, internalToken, type Identity } from '@founder/identity';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What an echo upstream saw of one request. */
export interface EchoedRequest {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeUpstream {
  url: string;
  /** Requests seen, oldest first. */
  received: EchoedRequest[];
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

/** A real local HTTP server (the network edge of the gateway), closed with all its sockets. */
async function startServer(handler: Handler): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks), response));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Answers every request with what it received: method, path with query, headers and body. */
export async function startEchoUpstream(service: string, extra?: Handler): Promise<FakeUpstream> {
  const received: EchoedRequest[] = [];
  const { url, close } = await startServer((request, body, response) => {
    if (extra && !response.headersSent) {
      extra(request, body, response);
      if (response.headersSent || response.writableEnded) return;
    }
    const echoed = { service, method: request.method!, url: request.url!, headers: request.headers, body: body.toString('utf8') };
    received.push(echoed);
    sendJson(response, 200, echoed, { 'x-upstream': service });
  });
  return { url, received, close };
}

/**
 * auth as the gateway sees it: resolves sessions at POST /internal/sessions/resolve (only with
 * the right internal token) and echoes every other request. Logout revokes the session.
 */
export async function startFakeAuth(identitySecret: string) {
  const sessions = new Map<string, Identity>();
  const resolveCalls: Array<{ token: string; authorized: boolean }> = [];
  const expectedToken = internalToken(identitySecret);
  const upstream = await startEchoUpstream('auth', (request, body, response) => {
    if (request.url === '/internal/sessions/resolve' && request.method === 'POST') {
      const authorized = request.headers[INTERNAL_TOKEN_HEADER] === expectedToken;
      const { sessionToken } = JSON.parse(body.toString('utf8')) as { sessionToken: string };
      resolveCalls.push({ token: sessionToken, authorized });
      if (!authorized) return sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
      // Like auth's DTO validation (sessionToken at most 128 characters).
      if (sessionToken.length > 128) return sendJson(response, 400, { statusCode: 400, message: 'sessionToken must be shorter than or equal to 128 characters' });
      const identity = sessions.get(sessionToken);
      return identity ? sendJson(response, 200, identity) : sendJson(response, 404, { statusCode: 404, message: 'Unknown session' });
    }
    if (request.url === '/api/auth/logout' && request.method === 'POST') {
      const cookie = /founder_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (cookie) sessions.delete(cookie);
    }
  });
  return { ...upstream, sessions, resolveCalls };
}

/** Accepts connections and requests, and never answers. */
export async function startSilentUpstream(): Promise<FakeUpstream> {
  const received: EchoedRequest[] = [];
  const { url, close } = await startServer((request) => {
    received.push({ service: 'silent', method: request.method!, url: request.url!, headers: request.headers, body: '' });
  });
  return { url, received, close };
}

/** Echoes like startEchoUpstream, but only after delayMs. */
export async function startSlowUpstream(service: string, delayMs: number): Promise<FakeUpstream> {
  const received: EchoedRequest[] = [];
  const { url, close } = await startServer((request, body, response) => {
    const echoed = { service, method: request.method!, url: request.url!, headers: request.headers, body: body.toString('utf8') };
    received.push(echoed);
    setTimeout(() => sendJson(response, 200, echoed), delayMs);
  });
  return { url, received, close };
}

/** Accepts a request, then drops the connection without a word. */
export async function startResettingUpstream(): Promise<FakeUpstream> {
  const { url, close } = await startServer((request) => request.socket.destroy());
  return { url, received: [], close };
}

/** The URL of a port where nothing listens (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const { url, close } = await startServer(() => undefined);
  await close();
  return url;
}
