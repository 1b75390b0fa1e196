import { describeOpenApiFuzz } from '@founder/server-kit/testing';
import { createAuthTestApp, insertUser, signIn } from './auth-test-app';

describeOpenApiFuzz('auth', () => createAuthTestApp(), async (app) => {
  const { assertion } = await signIn(app, await insertUser(app, { email: 'fuzz@example.com', username: 'fuzz' }));
  return { signedIn: { 'x-founder-identity': assertion } };
});
