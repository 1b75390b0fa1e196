import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { createAuthTestApp, insertUser, signIn } from './auth-test-app';

// The fuzzer calls from one address: the per-client limits would answer 429 before anything is tested.
describeOpenApiFuzz('auth', () => createAuthTestApp({ AUTH_IP_RATE_LIMIT: '100000' }), async (app) => {
  const { assertion } = await signIn(app, await insertUser(app, { email: 'fuzz@example.com', username: 'fuzz' }));
  return { signedIn: { 'x-founder-identity': assertion } };
});
