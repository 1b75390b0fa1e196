import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { deviceCookieKey, knownDeviceOf } from '../src/domain/device-cookie';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, deviceCookieOf, findUser, identitySecret, sessionCookieOf, setCookies, signUpThroughApi } from './auth-test-app';
import { startGoogleOAuthMock, type GoogleAccount, type GoogleOAuthMock } from './support/google-oauth-mock';

/** The site as the browser sees it, forwarded by the gateway. */
const SITE = 'founder.test';

describe('Google sign-in through the real passport strategy, against a local OAuth2 server', () => {
  let mock: GoogleOAuthMock;
  let app: INestApplication;
  const userCount = () => app.get(DataSource).getRepository(User).count();

  beforeAll(async () => {
    mock = await startGoogleOAuthMock();
    app = await createAuthTestApp({
      GOOGLE_CLIENT_ID: 'founder-test-client',
      GOOGLE_CLIENT_SECRET: 'founder-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${mock.url}/authorize`,
      GOOGLE_TOKEN_URL: `${mock.url}/token`,
      GOOGLE_USERINFO_URL: `${mock.url}/userinfo`,
    });
  });

  beforeEach(() => mock.reset());

  afterAll(async () => {
    await app.close();
    await mock.stop();
  });

  /** The browser opens /api/auth/google (a button). */
  async function start(path = '/api/auth/google') {
    const response = await request(app).get(path).set('x-forwarded-host', SITE).set('x-forwarded-proto', 'http');
    const stateCookie = setCookies(response).find((cookie) => cookie.name === 'founder_oauth_state');
    return { response, stateCookie, location: new URL(response.headers['location'] as string) };
  }

  /** "Google" signs the person in and sends the browser back with a code (or an error). */
  async function atGoogle(authorizeUrl: URL): Promise<URL> {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  }

  /** The browser follows Google's redirect back to the callback, with the cookies it has. */
  function callback(returnedTo: URL, stateCookie: string | undefined) {
    const call = request(app).get(returnedTo.pathname + returnedTo.search).set('x-forwarded-host', SITE).set('x-forwarded-proto', 'http');
    return stateCookie === undefined ? call : call.set('cookie', `founder_oauth_state=${stateCookie}`);
  }

  async function signInWithGoogle(account?: GoogleAccount) {
    if (account) await mock.nextAccount(account);
    const started = await start();
    return callback(await atGoogle(started.location), started.stateCookie?.value);
  }

  async function meFor(response: { headers: Record<string, unknown> }) {
    const token = sessionCookieOf(response)!.value;
    const me = await request(app).get('/api/auth/me').set('x-founder-identity', (await assertionForCookie(app, token))!);
    expect(me.status).toBe(200);
    return me.body;
  }

  describe('GET /api/auth/google', () => {
    it("sends the browser to Google's consent page with a state, PKCE, and our callback", async () => {
      const { response, location, stateCookie } = await start();
      expect(response.status).toBe(302);
      expect(`${location.origin}${location.pathname}`).toBe(`${mock.url}/authorize`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        response_type: 'code',
        client_id: 'founder-test-client',
        redirect_uri: `http://${SITE}/api/auth/google/callback`,
        scope: 'openid email profile',
        prompt: 'select_account',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
      });
      expect(stateCookie!.value.startsWith(`${location.searchParams.get('state')}.`)).toBe(true);
      expect(stateCookie!.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/api/auth/google', 'max-age': '600' });
    });

    it('takes no return address from the request (no open redirect)', async () => {
      const { location } = await start('/api/auth/google?returnTo=https://evil.example&redirect_uri=https://evil.example/cb');
      expect(location.origin).toBe(mock.url);
      expect(location.searchParams.get('redirect_uri')).toBe(`http://${SITE}/api/auth/google/callback`);
      expect(location.href).not.toContain('evil');
    });
  });

  describe('a successful sign-in lands on /dashboard signed in', () => {
    it('creates an account for a new Google user, with a remembered session and a known browser', async () => {
      const before = await userCount();
      const response = await signInWithGoogle({
        sub: 'google-grace',
        email: 'Grace@Example.com',
        email_verified: true,
        name: 'Grace Hopper',
        picture: 'https://lh3.googleusercontent.com/a/grace',
      });
      expect(response.status).toBe(302);
      expect(response.headers['location']).toBe('/dashboard');
      expect(sessionCookieOf(response)!.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': '2592000' });
      const stateCleared = setCookies(response).find((cookie) => cookie.name === 'founder_oauth_state')!;
      expect(stateCleared.attributes['expires']).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
      // Its password sign-ins, if it ever has a password, are never slowed by a stranger's failures.
      expect(knownDeviceOf(deviceCookieOf(response)?.value, 'grace@example.com', deviceCookieKey(identitySecret()))).not.toBeNull();

      const me = await meFor(response);
      expect(me).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        emailVerified: true,
        avatar: 'https://lh3.googleusercontent.com/a/grace',
        username: `user${me.id}`,
      });
      expect(await userCount()).toBe(before + 1);
      expect(await findUser(app, 'grace@example.com')).toMatchObject({ googleId: 'google-grace', password: null });
    });

    it('signs the same Google user in to the same account the next time', async () => {
      const first = await meFor(await signInWithGoogle({ sub: 'google-repeat', email: 'repeat@example.com', name: 'Repeat' }));
      const before = await userCount();
      const second = await meFor(await signInWithGoogle({ sub: 'google-repeat', email: 'repeat@example.com', name: 'Repeat' }));
      expect(second.id).toBe(first.id);
      expect(await userCount()).toBe(before);
    });

    it('links a Google account to the account that has its email (any case), not a second account', async () => {
      const signedUp = await signUpThroughApi(app, { name: 'Ada Lovelace', email: 'ada@example.com' });
      const before = await userCount();
      const response = await signInWithGoogle({ sub: 'google-ada', email: 'ADA@example.com', email_verified: true, name: 'Ada (Google)', picture: 'https://lh3.googleusercontent.com/a/ada' });
      expect(response.headers['location']).toBe('/dashboard');
      const me = await meFor(response);
      expect(me).toMatchObject({ id: signedUp.response.body.id, name: 'Ada Lovelace', emailVerified: true, avatar: 'https://lh3.googleusercontent.com/a/ada' });
      expect(await userCount()).toBe(before);
      expect((await findUser(app, 'ada@example.com'))!.googleId).toBe('google-ada');
      // The email is proven only now: sessions opened before (possibly by someone else) end.
      expect(await app.get(SessionsService).findLiveByToken(signedUp.token)).toBeNull();
      // The password still signs in.
      expect((await request(app).post('/api/auth/login').send({ email: 'ada@example.com', password: STRONG_PASSWORD })).status).toBe(200);
    });
  });

  describe('every failure ends on the sign-in page with a message code, never a 500', () => {
    const expectFailure = (response: { status: number; headers: Record<string, unknown> }, code: string) => {
      expect(response.status).toBe(302);
      expect(response.headers['location']).toBe(`/app?error=${code}`);
      expect(sessionCookieOf(response)).toBeUndefined();
    };

    it('a callback whose state is not the one this browser was given (login CSRF)', async () => {
      const started = await start();
      const returnedTo = await atGoogle(started.location);
      returnedTo.searchParams.set('state', 'forged-state-value');
      expectFailure(await callback(returnedTo, started.stateCookie!.value), 'google_expired');
    });

    it('a callback without the state cookie (another browser, or too late)', async () => {
      const started = await start();
      expectFailure(await callback(await atGoogle(started.location), undefined), 'google_expired');
    });

    it("a code carried to another browser's sign-in", async () => {
      const victim = await start();
      const attacker = await start();
      const attackersCode = await atGoogle(attacker.location);
      attackersCode.searchParams.set('state', victim.location.searchParams.get('state')!);
      expectFailure(await callback(attackersCode, victim.stateCookie!.value), 'google_failed');
    });

    it('the person cancels on Google', async () => {
      await mock.nextFailure('authorize-denied');
      expectFailure(await signInWithGoogle(), 'google_cancelled');
    });

    it('Google answers an error to the authorization', async () => {
      await mock.nextFailure('authorize-error');
      expectFailure(await signInWithGoogle(), 'google_failed');
    });

    it('the token exchange fails', async () => {
      await mock.nextFailure('token');
      const before = await userCount();
      expectFailure(await signInWithGoogle({ sub: 'google-token-failure', email: 'token@example.com' }), 'google_failed');
      expect(await userCount()).toBe(before);
    });

    it('the profile cannot be read', async () => {
      await mock.nextFailure('userinfo');
      expectFailure(await signInWithGoogle({ sub: 'google-userinfo-failure', email: 'userinfo@example.com' }), 'google_failed');
    });

    it('Google gives no email', async () => {
      expectFailure(await signInWithGoogle({ sub: 'google-no-email', name: 'No Email' }), 'google_email');
    });

    it('Google does not vouch for an email that already has an account', async () => {
      await signUpThroughApi(app, { email: 'unverified@example.com' });
      expectFailure(await signInWithGoogle({ sub: 'google-unverified', email: 'unverified@example.com', email_verified: false }), 'google_email');
      expect((await findUser(app, 'unverified@example.com'))!.googleId).toBeNull();
    });
  });

  describe('without Google credentials', () => {
    let unconfigured: INestApplication;

    beforeAll(async () => {
      unconfigured = await createAuthTestApp({ GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined });
    });

    afterAll(async () => {
      await unconfigured.close();
    });

    it.each(['/api/auth/google', '/api/auth/google/callback?code=abc&state=def'])('%s sends the browser to the sign-in page with a message code', async (path) => {
      const response = await request(unconfigured).get(path);
      expect(response.status).toBe(302);
      expect(response.headers['location']).toBe('/app?error=google_unavailable');
    });
  });
});
