import type { INestApplication } from '@nestjs/common';
import supertest from 'supertest';
import { createAuthTestApp, identitySecret } from './auth-test-app';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process';
import { startRoundRobin, type RoundRobin } from './support/round-robin';

const IP_LIMIT = 6;

/**
 * Two auth instances on one database, behind a round-robin balancer and the real gateway: the
 * per-client login limit holds once across both, because the counters are in PostgreSQL.
 */
describe('rate limits across two auth instances', () => {
  let instances: INestApplication[];
  let balancer: RoundRobin;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    instances = [await createAuthTestApp({ AUTH_IP_RATE_LIMIT: String(IP_LIMIT) }), await createAuthTestApp({ AUTH_IP_RATE_LIMIT: String(IP_LIMIT) })];
    for (const instance of instances) await instance.listen(0, '127.0.0.1');
    balancer = await startRoundRobin(await Promise.all(instances.map((instance) => instance.getUrl())));
    gateway = await startGatewayProcess({ IDENTITY_SECRET: identitySecret(), AUTH_URL: balancer.url });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    await balancer?.close();
    for (const instance of instances ?? []) await instance.close();
  });

  it(`answers 429 on the attempt after ${IP_LIMIT} from one client, whichever instance gets it`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < IP_LIMIT * 2; attempt += 1) {
      const response = await supertest(gateway.url).post('/api/auth/login').send({ email: `nobody-${attempt}@example.com`, password: 'Guess123' });
      statuses.push(response.status);
    }
    // A figure for the report: which instance answered each attempt, and with what.
    console.log(`two instances, one client: ${statuses.map((status, i) => `#${i + 1} instance ${balancer.answeredBy[i]}: ${status}`).join(', ')}`);
    expect(new Set(balancer.answeredBy)).toEqual(new Set([0, 1]));
    expect(statuses).toEqual([...Array(IP_LIMIT).fill(401), ...Array(IP_LIMIT).fill(429)]);
  });
});
