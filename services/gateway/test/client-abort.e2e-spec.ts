import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

/** A service that never answers, and tells when the gateway gives up a request it holds. */
async function startHoldingUpstream() {
  const sockets = new Set<Socket>();
  let seen: (request: IncomingMessage) => void = () => undefined;
  let closed: (url: string) => void = () => undefined;
  const server: Server = createServer((request) => {
    seen(request);
    request.socket.once('close', () => closed(request.url!));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextRequest: () => new Promise<IncomingMessage>((resolve) => (seen = resolve)),
    nextClose: () => new Promise<string>((resolve) => (closed = resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('gateway: a client that goes away', () => {
  let upstream: Awaited<ReturnType<typeof startHoldingUpstream>>;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    upstream = await startHoldingUpstream();
    gateway = await startGateway({ IDEAS_URL: upstream.url });
  });

  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('cancels the call to the service it was waiting for', async () => {
    const received = upstream.nextRequest();
    const cancelled = upstream.nextClose();
    const client = get(`${gateway.url}/api/ideas/7`);
    client.on('error', () => undefined);
    expect((await received).url).toBe('/api/ideas/7');
    client.destroy();
    expect(await cancelled).toBe('/api/ideas/7');
  });
});
