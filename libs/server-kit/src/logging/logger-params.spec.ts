import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { requestLogOptions } from './logger-params';

interface LogLine {
  level: number;
  responseTime: number;
  req: { headers: Record<string, string> };
  res: { headers: Record<string, string> };
}

describe('request logs', () => {
  const lines: LogLine[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const requestLogger = pinoHttp(requestLogOptions('example', 'info'), destination);
    server = createServer((request, response) => {
      requestLogger(request, response);
      response.statusCode = request.url === '/missing' ? 404 : request.url === '/broken' ? 500 : 200;
      response.setHeader('set-cookie', 'founder_session=cookie-value');
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function logFor(path: string, headers: Record<string, string> = {}) {
    lines.length = 0;
    await fetch(base + path, { headers });
    await new Promise((resolve) => setImmediate(resolve));
    return lines;
  }

  it('logs method, url, status and time, tagged with the service', async () => {
    const [line] = await logFor('/api/waitlist?x=1');
    expect(line).toMatchObject({ level: 30, service: 'example', req: { method: 'GET', url: '/api/waitlist?x=1' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
  });

  it('redacts cookies, authorization, the identity assertion and the internal token', async () => {
    const [line] = await logFor('/', {
      cookie: 'founder_session=secret-1',
      authorization: 'Bearer secret-2',
      'x-founder-identity': 'secret-3',
      'x-founder-internal-token': 'secret-4',
    });
    expect(JSON.stringify(line)).not.toMatch(/secret-|cookie-value/);
    expect(line.req.headers).toMatchObject({
      cookie: '[redacted]',
      authorization: '[redacted]',
      'x-founder-identity': '[redacted]',
      'x-founder-internal-token': '[redacted]',
    });
    expect(line.res.headers['set-cookie']).toBe('[redacted]');
  });

  it('logs client errors as warn and server errors as error', async () => {
    expect((await logFor('/missing'))[0].level).toBe(40);
    expect((await logFor('/broken'))[0].level).toBe(50);
  });

  it('leaves health probes out', async () => {
    expect(await logFor('/health')).toEqual([]);
    expect(await logFor('/health?probe=1')).toEqual([]);
  });
});
