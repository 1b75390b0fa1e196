import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { startEchoUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

/** A POST that asks first (Expect: 100-continue) and sends its body only once told to continue. */
function postExpectingContinue(url: string, path: string, body: Buffer): Promise<{ status: number; body: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const outgoing = httpRequest(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    outgoing.on('continue', () => {
      continued = true;
      outgoing.end(body);
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text, continued }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

describe('gateway: reliability', () => {
  let ideas: FakeUpstream;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    ideas = await startEchoUpstream('ideas');
    gateway = await startGateway({ IDEAS_URL: ideas.url });
  });

  afterAll(async () => {
    await gateway.close();
    await ideas.close();
  });

  describe('Expect: 100-continue', () => {
    it('forwards a body that fits, as the client sent it', async () => {
      const body = Buffer.from(JSON.stringify({ ideaTitle: 'Expecting' }));
      const answer = await postExpectingContinue(gateway.url, '/api/startup-ideas', body);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ service: 'ideas', method: 'POST', body: body.toString() });
      expect(JSON.parse(answer.body).headers).not.toHaveProperty('expect');
    });

    it('answers 413 for a body over 1 MiB (curl asks to continue for those by itself)', async () => {
      const answer = await postExpectingContinue(gateway.url, '/api/startup-ideas', Buffer.alloc(1_048_577, 'a'));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
    });
  });

  it('marks every /api answer Cache-Control: no-store, so no cache keeps one caller\'s data', async () => {
    const answer = await request(gateway.url).get('/api/startup-ideas/1').expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const created = await request(gateway.url).post('/api/startup-ideas').send({ ideaTitle: 'x' }).expect(200);
    expect(created.headers['cache-control']).toBe('no-store');
  });
});
