import { request as httpRequest } from 'node:http';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

interface Outcome {
  continued: boolean;
  status: number;
  body: string;
}

/** A POST with `Expect: 100-continue` that sends its body only if the gateway says 100 Continue. */
function postExpectingContinue(url: string, path: string, body: Buffer, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const call = httpRequest(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue', ...headers },
    });
    call.on('continue', () => {
      continued = true;
      call.end(body);
    });
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ continued, status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    call.on('error', reject);
  });
}

describe('gateway: Expect: 100-continue only for bodies it will take (issue 28 item 11)', () => {
  let auth: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    auth = await startEchoUpstream('auth');
    gateway = await startGateway({ AUTH_URL: auth.url });
  });

  afterAll(async () => {
    await gateway.close();
    await auth.close();
  });

  it('answers 413 without 100 Continue to a body over the limit, and the body is never sent', async () => {
    const outcome = await postExpectingContinue(gateway.url, '/api/waitlist', Buffer.alloc(1024 * 1024 + 1, 0x20));
    expect(outcome).toEqual({ continued: false, status: 413, body: JSON.stringify({ statusCode: 413, message: 'Request body is larger than 1 MB' }) });
  });

  it('answers 403 without 100 Continue to a state-changing call from a foreign origin', async () => {
    const outcome = await postExpectingContinue(gateway.url, '/api/waitlist', Buffer.from('{}'), { origin: 'http://evil.example' });
    expect(outcome).toEqual({ continued: false, status: 403, body: JSON.stringify({ statusCode: 403, message: 'Cross-origin request refused' }) });
  });

  it('says 100 Continue to a body it takes, and forwards it', async () => {
    const outcome = await postExpectingContinue(gateway.url, '/api/waitlist', Buffer.from('{"email":"a@b.c"}'));
    expect(outcome.continued).toBe(true);
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toMatchObject({ service: 'auth', method: 'POST', url: '/api/waitlist', body: '{"email":"a@b.c"}' });
  });
});
