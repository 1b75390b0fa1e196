import type { INestApplication } from '@nestjs/common';
import { IDENTITY_HEADER, signIdentity, signingKeyFromEnvironment } from '@founder/identity';
import supertest from 'supertest';
import { SessionsService } from '../src/sessions/sessions.service';
import { STRONG_PASSWORD, createAuthTestApp, findUser, identitySecret, sessionCookieOf } from './auth-test-app';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process';
import { startGuardedService } from './support/guarded-service';

/** How long the gateway may trust a resolved cookie in this suite (production: 5 s). */
const SESSION_CACHE_MS = 1000;
// The stand-in service has Nest's default error filter, which adds an `error` field; hence toMatchObject there.
const NOT_AUTHENTICATED = { statusCode: 401, message: 'Not authenticated' };

/**
 * The attacks of the accounts issue, sent where a browser sends them: to the real gateway, in front
 * of the real auth app and of another service guarded by the shared identity guard.
 */
describe('accounts through the gateway', () => {
  let auth: INestApplication;
  let other: Awaited<ReturnType<typeof startGuardedService>>;
  let gateway: GatewayProcess;
  const browser = () => supertest(gateway.url);
  const cookie = (token: string) => `founder_session=${token}`;

  const signUp = async (email: string) => {
    const response = await browser().post('/api/auth/signup').send({ name: 'Gate Keeper', email, password: STRONG_PASSWORD });
    expect(response.status).toBe(201);
    return { token: sessionCookieOf(response)!.value, userId: response.body.id as number };
  };
  const me = (token: string) => browser().get('/api/auth/me').set('cookie', cookie(token));
  const otherService = (token: string) => browser().get('/api/networking/profile').set('cookie', cookie(token));

  beforeAll(async () => {
    auth = await createAuthTestApp({ AUTH_IP_RATE_LIMIT: '10' });
    await auth.listen(0, '127.0.0.1');
    other = await startGuardedService(process.env['IDENTITY_PUBLIC_KEYS']!);
    gateway = await startGatewayProcess({
      IDENTITY_SECRET: identitySecret(),
      AUTH_URL: await auth.getUrl(),
      COMMUNITY_URL: other.url,
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
    });
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    await other?.app.close();
    await auth?.close();
  });

  it('a signed-up browser is known to auth and to the other service', async () => {
    const { token, userId } = await signUp('known@example.com');
    expect((await me(token)).body).toMatchObject({ id: userId, email: 'known@example.com' });
    const profile = await otherService(token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ userId });
  });

  describe('a forged identity header sent to the gateway', () => {
    it('is dropped, even a well-signed assertion for a live session', async () => {
      const { token, userId } = await signUp('forged@example.com');
      const session = (await auth.get(SessionsService).findLiveByToken(token))!;
      const assertion = await signIdentity({ userId, sessionId: session.id, email: 'forged@example.com' }, signingKeyFromEnvironment());
      const response = await browser().get('/api/networking/profile').set(IDENTITY_HEADER, assertion).set('x-user-id', String(userId));
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(NOT_AUTHENTICATED);
      const me = await browser().get('/api/auth/me').set(IDENTITY_HEADER, assertion).set('x-user-id', String(userId));
      expect(me.status).toBe(200);
      expect(me.text).toBe('null');
      const profileChange = await browser().patch('/api/auth/profile').set(IDENTITY_HEADER, assertion).send({ name: 'Hijacked' });
      expect(profileChange.status).toBe(401);
      expect((await findUser(auth, 'forged@example.com'))!.name).toBe('Gate Keeper');
    });
  });

  describe('a cross-origin POST', () => {
    it.each([
      ['/api/auth/signup', { name: 'Csrf Victim', email: 'csrf@example.com', password: STRONG_PASSWORD }],
      ['/api/auth/login', { email: 'known@example.com', password: STRONG_PASSWORD }],
      ['/api/auth/logout', undefined],
      ['/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdef' }],
    ])('to %s is refused with 403 and changes nothing', async (path, body) => {
      const response = await browser().post(path).set('origin', 'https://evil.example').send(body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: 'Cross-origin request refused' });
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('stored no account', async () => {
      expect(await findUser(auth, 'csrf@example.com')).toBeNull();
    });

    it('while the same origin is let through', async () => {
      const response = await browser().post('/api/auth/login').set('origin', gateway.url).send({ email: 'known@example.com', password: STRONG_PASSWORD });
      expect(response.status).toBe(200);
    });
  });

  describe('a revoked session used again', () => {
    it('after logout, a copy of the cookie is refused at once by auth and by the other service', async () => {
      const { token } = await signUp('logout@example.com');
      const copy = token;
      expect((await otherService(copy)).status).toBe(200);
      await browser().post('/api/auth/logout').set('cookie', cookie(token)).expect(204);
      expect((await me(copy)).text).toBe('null');
      expect((await otherService(copy)).body).toMatchObject(NOT_AUTHENTICATED);
    });

    it("after a password change on another device, this device's cookie stops working everywhere within the gateway's cache time", async () => {
      const { token: laptop } = await signUp('two-devices@example.com');
      const phone = sessionCookieOf(await browser().post('/api/auth/login').send({ email: 'two-devices@example.com', password: STRONG_PASSWORD }))!.value;
      expect((await otherService(laptop)).status).toBe(200);

      const changed = await browser()
        .post('/api/auth/change-password')
        .set('cookie', cookie(phone))
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'NewSecret1', confirmPassword: 'NewSecret1' });
      expect(changed.status).toBe(204);
      const changedAt = Date.now();

      // auth itself re-checks the session: refused at once.
      expect((await me(laptop)).text).toBe('null');
      // Another service trusts the gateway's assertion, which the gateway stops issuing when its cache entry expires.
      let refusedAfterMs = -1;
      while (Date.now() - changedAt < SESSION_CACHE_MS + 2000) {
        if ((await otherService(laptop)).status === 401) {
          refusedAfterMs = Date.now() - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refusedAfterMs).toBeGreaterThanOrEqual(0);
      expect(refusedAfterMs).toBeLessThanOrEqual(SESSION_CACHE_MS + 200);

      // The phone got a new session and is still signed in, everywhere.
      const renewed = sessionCookieOf(changed)!.value;
      expect((await me(renewed)).status).toBe(200);
      expect((await otherService(renewed)).status).toBe(200);
    });
  });

  describe('what a client says about itself is not believed', () => {
    it('a client-sent x-forwarded-proto: https does not make the cookie Secure over plain HTTP', async () => {
      const response = await browser().post('/api/auth/signup').set('x-forwarded-proto', 'https').send({ name: 'Plain Http', email: 'plain@example.com', password: STRONG_PASSWORD });
      expect(response.status).toBe(201);
      expect(sessionCookieOf(response)!.attributes).not.toHaveProperty('secure');
    });

    it('a client-sent x-forwarded-for does not escape the per-IP login limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await browser().post('/api/auth/login').set('x-forwarded-for', `198.51.100.${i}`).send({ email: `nobody-${i}@example.com`, password: 'Guess1234' });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 401).length).toBeLessThan(10);
    });
  });
});
