import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { closedPortUrl, startEchoUpstream, startResettingUpstream, startSilentUpstream, startSlowUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

/** Sends a body in chunks without Content-Length (Transfer-Encoding: chunked). */
function postChunked(url: string, path: string, totalBytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } });
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    // The gateway may answer and close before the client has finished writing.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return outgoing.once('drain', writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

describe('gateway: when a service fails', () => {
  let silent: FakeUpstream;
  let resetting: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    silent = await startSilentUpstream();
    resetting = await startResettingUpstream();
    gateway = await startGateway({
      IDEAS_URL: silent.url,
      COMMUNITY_URL: await closedPortUrl(),
      UPSTREAM_TIMEOUT_MS: '300',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([silent.close(), resetting.close()]);
  });

  it('answers 502 at once when the service refuses connections', async () => {
    const started = Date.now();
    const response = await request(gateway.url).get('/api/events').expect(502);
    expect(response.body).toEqual({ statusCode: 502, message: 'The community service is unavailable' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers 502 for a POST too, without retrying it', async () => {
    const response = await request(gateway.url).post('/api/networking/connections').send({ receiverId: 2 }).expect(502);
    expect(response.body).toEqual({ statusCode: 502, message: 'The community service is unavailable' });
  });

  it('answers 504 when the service does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const started = Date.now();
    const response = await request(gateway.url).get('/api/ideas/1').expect(504);
    const elapsed = Date.now() - started;
    expect(response.body).toEqual({ statusCode: 504, message: 'The ideas service did not answer in time' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    expect(silent.received.at(-1)).toMatchObject({ method: 'GET', url: '/api/ideas/1' });
  });

  it('stays healthy when a service answers after the 504 was sent', async () => {
    const slow = await startSlowUpstream('ideas', 600);
    const slowGateway = await startGateway({ IDEAS_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const response = await request(slowGateway.url).get('/api/ideas/2').expect(504);
      expect(response.body).toEqual({ statusCode: 504, message: 'The ideas service did not answer in time' });
      await new Promise((done) => setTimeout(done, 500));
      expect(slow.received).toHaveLength(1);
      await request(slowGateway.url).get('/health').expect(200);
      expect(slowGateway.logs()).not.toContain('already sent');
    } finally {
      await slowGateway.close();
      await slow.close();
    }
  });

  it('answers 502 when the service drops the connection', async () => {
    const resetGateway = await startGateway({ IDEAS_URL: resetting.url });
    try {
      const response = await request(resetGateway.url).get('/api/companies').expect(502);
      expect(response.body).toEqual({ statusCode: 502, message: 'The ideas service is unavailable' });
    } finally {
      await resetGateway.close();
    }
  });
});

// Body limits run behind the normal deadline: under CI load, 1 MiB can take longer than the 300 ms above.
describe('gateway: request body limits', () => {
  let echo: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    echo = await startEchoUpstream('auth');
    gateway = await startGateway({ AUTH_URL: echo.url });
  });

  afterAll(async () => {
    await gateway.close();
    await echo.close();
  });

  it('answers 413 to a 1.5 MB body and does not pass it on', async () => {
    const before = echo.received.length;
    const response = await request(gateway.url)
      .post('/api/waitlist')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(1_500_000) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
    expect(echo.received.length).toBe(before);
  });

  it('answers 413 to a chunked body once it passes 1 MiB', async () => {
    const before = echo.received.length;
    const response = await postChunked(gateway.url, '/api/auth/profile', 1_500_000);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
    expect(echo.received.length).toBe(before);
  });

  it('passes a body of exactly 1 MiB', async () => {
    const body = 'y'.repeat(1024 * 1024);
    const response = await request(gateway.url).post('/api/auth/profile').set('content-type', 'text/plain').send(body).expect(200);
    expect(response.body.body.length).toBe(1024 * 1024);
  });
});
