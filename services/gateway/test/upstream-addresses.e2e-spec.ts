import request from 'supertest';
import { closedPortUrl, startEchoUpstream, startResettingUpstream, type FakeUpstream } from './support/fake-upstreams';
import { startGateway, type GatewayUnderTest } from './support/gateway-under-test';

const RETRY_LOG = 'upstream call failed; retrying at another address';

describe('gateway: several addresses per service', () => {
  let a: FakeUpstream;
  let b: FakeUpstream;
  let resetting: FakeUpstream;
  const gateways: GatewayUnderTest[] = [];

  beforeAll(async () => {
    a = await startEchoUpstream('ideas-a');
    b = await startEchoUpstream('ideas-b');
    resetting = await startResettingUpstream();
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await Promise.all([a.close(), b.close(), resetting.close()]);
  });

  const gatewayWith = async (ideasUrl: string) => {
    const gateway = await startGateway({ IDEAS_URL: ideasUrl });
    gateways.push(gateway);
    return gateway;
  };
  const answeredBy = async (gateway: GatewayUnderTest, method: 'get' | 'post', path = '/api/ideas') => {
    const response = await request(gateway.url)[method](path).send(method === 'post' ? { name: 'x' } : undefined);
    return response.status === 200 ? String(response.headers['x-upstream']) : `${response.status} ${response.body.message}`;
  };

  it('spreads calls over the addresses in turn', async () => {
    const gateway = await gatewayWith(`${a.url},${b.url}`);
    const answers: string[] = [];
    for (let call = 0; call < 4; call += 1) answers.push(await answeredBy(gateway, call % 2 === 0 ? 'get' : 'post'));
    expect(answers).toEqual(['ideas-a', 'ideas-b', 'ideas-a', 'ideas-b']);
  });

  it('retries a GET refused by a dead address once at another, then leaves the dead one out', async () => {
    const dead = await closedPortUrl();
    const gateway = await gatewayWith(`${dead},${a.url}`);
    const before = a.received.length;
    const answers: string[] = [];
    for (let call = 0; call < 4; call += 1) answers.push(await answeredBy(gateway, 'get'));
    expect(answers).toEqual(['ideas-a', 'ideas-a', 'ideas-a', 'ideas-a']);
    expect(a.received.length - before).toBe(4);
    // Ejected after its first refusal: only that call was retried.
    expect(gateway.logs().split(RETRY_LOG).length - 1).toBe(1);
  });

  it('never retries a POST: a dead address answers it 502, and is then left out', async () => {
    const dead = await closedPortUrl();
    const gateway = await gatewayWith(`${dead},${a.url}`);
    const before = a.received.length;
    expect(await answeredBy(gateway, 'post')).toBe('502 The ideas service is unavailable');
    expect(a.received.length).toBe(before);
    expect(await answeredBy(gateway, 'post')).toBe('ideas-a');
    expect(gateway.logs()).not.toContain(RETRY_LOG);
  });

  it('retries a GET whose connection was dropped before any answer at another address; a POST gets 502', async () => {
    const gateway = await gatewayWith(`${resetting.url},${b.url}`);
    expect(await answeredBy(gateway, 'get')).toBe('ideas-b');
    expect(await answeredBy(gateway, 'post')).toBe('ideas-b');
    // Dropping a connection does not eject an address: the next call goes back to it.
    expect(await answeredBy(gateway, 'post')).toBe('502 The ideas service is unavailable');
    expect(gateway.logs().split(RETRY_LOG).length - 1).toBe(1);
  });

  it('answers 502 when the only address is dead (nowhere else to retry)', async () => {
    const gateway = await gatewayWith(await closedPortUrl());
    expect(await answeredBy(gateway, 'get')).toBe('502 The ideas service is unavailable');
    expect(await answeredBy(gateway, 'get')).toBe('502 The ideas service is unavailable');
  });
});
