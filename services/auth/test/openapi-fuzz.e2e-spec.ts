import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthTestApp, insertUser, signIn } from './auth-test-app';

/** Ideas and community as the export sees them: a founder with nothing there (their own suites fuzz their side). */
const emptyServices = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"entries":{},"files":[]}');
});

async function createApp() {
  await new Promise<void>((resolve) => emptyServices.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(emptyServices.address() as AddressInfo).port}`;
  // The fuzzer calls from one address: the per-client limits would answer 429 before anything is tested.
  return createAuthTestApp({ AUTH_IP_RATE_LIMIT: '100000', IDEAS_URL: url, COMMUNITY_URL: url });
}

afterAll(() => new Promise<void>((resolve) => emptyServices.close(() => resolve())));

describeOpenApiFuzz('auth', createApp, async (app) => {
  const { assertion } = await signIn(app, await insertUser(app, { email: 'fuzz@example.com', username: 'fuzz' }));
  return { signedIn: { 'x-founder-identity': assertion } };
});
