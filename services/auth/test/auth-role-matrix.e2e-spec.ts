import type { INestApplication } from '@nestjs/common';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER } from '@founder/identity';
import {
  MATRIX_ROLES as ROLES,
  NOT_INTERNAL,
  openApiOperations,
  outcomeOf,
  refused,
  request,
  sameForEvery,
  type MatrixOutcomes,
  type MatrixRole,
} from '@founder/server-kit/testing';
import type { Response, Test } from 'supertest';
import { createAuthTestApp, findUser, freshAddress, signIn, signUpThroughApi, STRONG_PASSWORD } from './auth-test-app';

/** Each role's own account, or a public call: every role alike. */
const EVERYONE = sameForEvery('allowed');
/** An email's link answers by its token, whoever sends it. */
const INVALID_LINK = refused(400, 'This link is invalid or has expired.');

interface Account {
  email: string;
  password: string;
  assertion: string;
  cookie: string;
}
interface Row {
  expect: MatrixOutcomes;
  send: (account: Account) => PromiseLike<Response>;
}

/**
 * The role-by-action matrix of auth (issue 32): every endpoint is the caller's own account (no id
 * in any path), so the owner, editor, commenter and viewer of a company and a stranger are five
 * accounts here and each reaches only its own; the links of emails (verification, reset,
 * unsubscribe) answer by their token, whoever sends them. Every operation of the OpenAPI document
 * has a row: a new endpoint without one fails the first test.
 */
describe('the role-by-action matrix of the auth service', () => {
  let app: INestApplication;
  const accounts = {} as Record<MatrixRole, Account>;
  let emails = 0;
  const newEmail = (role = 'new') => `matrix.${role}.${process.pid}.${++emails}@example.com`;
  /** As the account: its identity and session cookie, from an address of its own (the per-address limits). */
  const as = (test: Test, account: Account) => {
    const signedIn = test.set(IDENTITY_HEADER, account.assertion).set('x-forwarded-for', freshAddress());
    return account.cookie ? signedIn.set('cookie', `founder_session=${account.cookie}`) : signedIn;
  };
  /** Signing in or up replaces the browser's session: these rows go from another browser, so the account's stays live. */
  const elsewhere = (account: Account): Account => ({ ...account, cookie: '' });
  const send = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => (account: Account) => {
    const call = as(request(app)[method](path), account);
    return body === undefined ? call : call.send(body);
  };
  const internal = (method: 'get' | 'post', path: string) => (account: Account) => as(request(app)[method](path), account).set(INTERNAL_TOKEN_HEADER, 'not-the-token').send({});

  async function account(role: string): Promise<Account> {
    const email = newEmail(role);
    await signUpThroughApi(app, { email });
    return { email, password: STRONG_PASSWORD, ...(await session(email)) };
  }
  async function session(email: string): Promise<Pick<Account, 'assertion' | 'cookie'>> {
    const { token, assertion } = await signIn(app, (await findUser(app, email))!);
    return { assertion, cookie: token };
  }

  const TABLE: Record<string, Row> = {
    'GET /health': { expect: EVERYONE, send: send('get', '/health') },
    'GET /health/live': { expect: EVERYONE, send: send('get', '/health/live') },
    'GET /health/ready': { expect: EVERYONE, send: send('get', '/health/ready') },
    'POST /internal/sessions/resolve': { expect: NOT_INTERNAL, send: internal('post', '/internal/sessions/resolve') },
    'GET /internal/users': { expect: NOT_INTERNAL, send: internal('get', '/internal/users?ids=1') },
    'POST /internal/invitations': { expect: NOT_INTERNAL, send: internal('post', '/internal/invitations') },
    'GET /internal/users/{userId}/verified-email': { expect: NOT_INTERNAL, send: internal('get', '/internal/users/1/verified-email') },
    'POST /internal/notifications': { expect: NOT_INTERNAL, send: internal('post', '/internal/notifications') },
    'POST /api/waitlist': { expect: EVERYONE, send: (account) => send('post', '/api/waitlist', { name: 'Ada Lovelace', email: newEmail('waitlist') })(account) },
    'GET /api/waitlist/count': { expect: EVERYONE, send: send('get', '/api/waitlist/count') },
    'GET /api/auth/me': { expect: EVERYONE, send: send('get', '/api/auth/me') },
    'POST /api/auth/signup': { expect: EVERYONE, send: (account) => send('post', '/api/auth/signup', { name: 'Ada Lovelace', email: newEmail('signup'), password: STRONG_PASSWORD })(elsewhere(account)) },
    'POST /api/auth/login': { expect: EVERYONE, send: (account) => send('post', '/api/auth/login', { email: account.email, password: account.password })(elsewhere(account)) },
    'POST /api/auth/logout': {
      expect: EVERYONE,
      // A session of its own, so the account's stays live for the other rows.
      send: async (account) => {
        return send('post', '/api/auth/logout')({ ...account, ...(await session(account.email)) });
      },
    },
    'PATCH /api/auth/profile': { expect: EVERYONE, send: send('patch', '/api/auth/profile', { name: 'Grace Hopper' }) },
    'POST /api/auth/change-password': {
      expect: EVERYONE,
      send: async (account) => {
        const response = await send('post', '/api/auth/change-password', { currentPassword: account.password, newPassword: 'NewSecret1', confirmPassword: 'NewSecret1' })(account);
        // A new password ends the account's other sessions: it signs in again for the rows after this one.
        if (response.status === 204) Object.assign(account, { password: 'NewSecret1' }, await session(account.email));
        return response;
      },
    },
    'POST /api/auth/verify-email/request': { expect: EVERYONE, send: send('post', '/api/auth/verify-email/request') },
    'POST /api/auth/verify-email/confirm': { expect: sameForEvery(INVALID_LINK), send: send('post', '/api/auth/verify-email/confirm', { token: 'not-a-token' }) },
    'POST /api/auth/password-reset/request': { expect: EVERYONE, send: (account) => send('post', '/api/auth/password-reset/request', { email: account.email })(account) },
    'POST /api/auth/password-reset/confirm': { expect: sameForEvery(INVALID_LINK), send: send('post', '/api/auth/password-reset/confirm', { token: 'not-a-token', newPassword: STRONG_PASSWORD }) },
    'POST /api/auth/notifications/unsubscribe': { expect: sameForEvery(INVALID_LINK), send: send('post', '/api/auth/notifications/unsubscribe', { token: 'not-a-token' }) },
    'GET /api/auth/notifications': { expect: EVERYONE, send: send('get', '/api/auth/notifications') },
    'PUT /api/auth/notifications': {
      expect: EVERYONE,
      send: async (account) => send('put', '/api/auth/notifications', (await send('get', '/api/auth/notifications')(account)).body as object)(account),
    },
    'GET /api/auth/google': { expect: EVERYONE, send: send('get', '/api/auth/google') },
    'GET /api/auth/google/callback': { expect: EVERYONE, send: send('get', '/api/auth/google/callback') },
    // Without ideas and community beside it (account-leaving.e2e-spec.ts has them) every account gets the same 503.
    'GET /api/auth/export': { expect: sameForEvery(refused(503, 'Your data could not be exported right now because a service is unavailable. Please try again in a moment.')), send: send('get', '/api/auth/export') },
    'DELETE /api/auth/account': { expect: sameForEvery(refused(503, 'Your account could not be deleted right now because a service is unavailable. Nothing was deleted; please try again in a moment.')), send: (account) => send('delete', '/api/auth/account', { password: account.password })(account) },
  };
  const operations = Object.keys(TABLE).sort();

  beforeAll(async () => {
    app = await createAuthTestApp();
    for (const role of ROLES) accounts[role] = await account(role);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`has one row for each of the ${operations.length} operations of the OpenAPI document (${operations.length} × ${ROLES.length} roles = ${operations.length * ROLES.length} calls)`, async () => {
    expect(operations).toEqual(await openApiOperations(app));
  });

  it.each(operations)('%s as each role', async (operation) => {
    const row = TABLE[operation];
    const got = await Promise.all(ROLES.map(async (role) => [role, outcomeOf(await row.send(accounts[role]))] as const));
    expect(Object.fromEntries(got)).toEqual(row.expect);
  });
});
