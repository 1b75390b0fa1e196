import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { argon2id, hash } from 'argon2';
import { DataSource } from 'typeorm';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { deviceCookieKey, knownDeviceOf } from '../src/domain/device-cookie';
import { LoginFailureCounters } from '../src/login/login-failure-counters';
import { STRONG_PASSWORD, createAuthTestApp, deviceCookieOf, findUser, freshAddress, identitySecret, insertUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';

const INVALID_CREDENTIALS = { statusCode: 401, message: 'Invalid email or password' };

describe('POST /api/auth/login', () => {
  let app: INestApplication;
  const logIn = (body: object, address = freshAddress()) => request(app).post('/api/auth/login').set('x-forwarded-for', address).send(body);
  const liveSessions = (userId: number) =>
    app.get(DataSource).getRepository(Session).createQueryBuilder('session').where('session.user_id = :userId AND session.revoked_at IS NULL', { userId }).getCount();

  // Every attempt counts against its account's rate limit, so each test signs in to its own account.
  const newAccount = async (local: string, name = 'Ada Lovelace') => {
    const email = `${local}@example.com`;
    await signUpThroughApi(app, { name, email });
    return email;
  };

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('400 for a malformed body', () => {
    it.each([
      ['the email is missing', { password: 'x' }, 'Email is required'],
      ['the email is malformed', { email: 'ada', password: 'x' }, 'Please enter a valid email address'],
      ['the password is missing', { email: 'malformed-1@example.com' }, 'Password is required'],
      ['the password is empty', { email: 'malformed-2@example.com', password: '' }, 'Password is required'],
      ['rememberMe is not a boolean', { email: 'malformed-3@example.com', password: 'x', rememberMe: 'yes' }, 'rememberMe must be a boolean value'],
      ['a field is unknown', { email: 'malformed-4@example.com', password: 'x', admin: true }, 'property admin should not exist'],
      ['the password is over-long', { email: 'malformed-5@example.com', password: 'x'.repeat(129) }, 'password must be shorter than or equal to 128 characters'],
      ['the email is over-long', { email: `${'e'.repeat(244)}@example.com`, password: 'x' }, 'email must be shorter than or equal to 255 characters'],
    ])('when %s', async (_case, body, message) => {
      const response = await logIn(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  describe('401 with one answer for every wrong credential', () => {
    it('for a wrong password', async () => {
      const email = await newAccount('wrong-password');
      const response = await logIn({ email, password: 'Wrong1234' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('for an unknown email, with the same status, body and headers', async () => {
      const wrong = await logIn({ email: await newAccount('same-answer'), password: 'Wrong1234' });
      const unknown = await logIn({ email: 'nobody@example.com', password: 'Wrong1234' });
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      const headerNames = (response: typeof wrong) => Object.keys(response.headers).filter((name) => !['date', 'etag', 'content-length'].includes(name)).sort();
      expect(headerNames(unknown)).toEqual(headerNames(wrong));
    });

    it('for an account without a password (Google only)', async () => {
      await insertUser(app, { email: 'google-only@example.com', username: 'google-only', password: null, googleId: 'g-only' });
      const response = await logIn({ email: 'google-only@example.com', password: 'Anything1' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(INVALID_CREDENTIALS);
    });

    it('taking about as long for an unknown email as for a wrong password (a dummy hash is verified)', async () => {
      const account = await newAccount('timing');
      const timed = async (email: string) => {
        const started = performance.now();
        await logIn({ email, password: 'Wrong1234' }).expect(401);
        return performance.now() - started;
      };
      // Alternated, so a busy machine slows both alike; the medians of 9 each.
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 9; i += 1) {
        wrong.push(await timed(account));
        unknown.push(await timed('timing-nobody@example.com'));
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[4];
      const [wrongPassword, unknownEmail] = [median(wrong), median(unknown)];
      // Without the dummy verification an unknown email answers in ~2 ms against ~40 ms (0.05x).
      expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.4);
      expect(unknownEmail).toBeLessThan(wrongPassword * 2.5);
    });
  });

  it('signs in with 200, the user and a remembered session cookie', async () => {
    await newAccount('ada');
    const response = await logIn({ email: ' ADA@example.com ', password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', username: expect.stringMatching(/^user\d+$/) });
    expect(response.body).not.toHaveProperty('password');
    expect(response.body).not.toHaveProperty('googleId');
    const cookie = sessionCookieOf(response)!;
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': '2592000' });
    expect(cookie.attributes).toHaveProperty('expires');
  });

  it("with rememberMe false, sets a browser-session cookie (no Max-Age, no Expires) ending on the server within a day", async () => {
    const response = await logIn({ email: await newAccount('not-remembered'), password: STRONG_PASSWORD, rememberMe: false });
    expect(response.status).toBe(200);
    const cookie = sessionCookieOf(response)!;
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    expect(cookie.attributes).not.toHaveProperty('max-age');
    expect(cookie.attributes).not.toHaveProperty('expires');
    const session = (await app.get(SessionsService).findLiveByToken(cookie.value))!;
    expect(session.persistent).toBe(false);
    expect((session.expiresAt.getTime() - session.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 1);
  });

  it('gives a new session id at every login and ends the one the browser had', async () => {
    const email = await newAccount('rotation');
    const first = sessionCookieOf(await logIn({ email, password: STRONG_PASSWORD }))!.value;
    const second = await request(app)
      .post('/api/auth/login')
      .set('x-forwarded-for', freshAddress())
      .set('cookie', `founder_session=${first}`)
      .send({ email, password: STRONG_PASSWORD });
    const secondToken = sessionCookieOf(second)!.value;
    expect(secondToken).not.toBe(first);
    expect(await app.get(SessionsService).findLiveByToken(first)).toBeNull();
    expect(await app.get(SessionsService).findLiveByToken(secondToken)).not.toBeNull();
  });

  it('keeps other browsers signed in', async () => {
    const email = await newAccount('two-browsers');
    const user = (await findUser(app, email))!;
    const before = await liveSessions(user.id);
    expect(before).toBe(1);
    await logIn({ email, password: STRONG_PASSWORD }).expect(200);
    expect(await liveSessions(user.id)).toBe(before + 1);
  });

  it('brings a hash made with older parameters up to date at sign-in', async () => {
    const oldHash = await hash('OldParams1', { type: argon2id, memoryCost: 4096, timeCost: 3, parallelism: 1 });
    await insertUser(app, { email: 'old-hash@example.com', username: 'old-hash', password: oldHash });
    await logIn({ email: 'old-hash@example.com', password: 'OldParams1' }).expect(200);
    const stored = (await app.get(DataSource).getRepository(User).findOneByOrFail({ username: 'old-hash' })).password!;
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await logIn({ email: 'old-hash@example.com', password: 'OldParams1' }).expect(200);
  });

  describe('device cookies (OWASP ASVS 2.2.1): a stranger slows the account, never the browsers it knows', () => {
    const counterOf = (email: string, cookie?: string) => LoginFailureCounters.keyOf(email, cookie ? knownDeviceOf(cookie, email, deviceCookieKey(identitySecret())) : null);
    /** As if `ms` had passed for one counter: its window and its wait end that much sooner. */
    const letTimePass = (key: string, ms: number) =>
      app.get(DataSource).query(
        `UPDATE "auth"."rate_limit_counters" SET "window_ends_at" = "window_ends_at" - $2 * interval '1 millisecond', "blocked_until" = "blocked_until" - $2 * interval '1 millisecond' WHERE "key" = $1`,
        [key, ms],
      );
    const fromBrowser = (body: object, deviceCookie: string, address = freshAddress()) =>
      request(app).post('/api/auth/login').set('x-forwarded-for', address).set('cookie', `founder_device=${deviceCookie}`).send(body);
    const fail = async (email: string, times: number, attempt: (body: object) => ReturnType<typeof logIn> = logIn) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i += 1) statuses.push((await attempt({ email, password: `Guess${i}abc` })).status);
      return statuses;
    };
    const expectSlowed = (response: Awaited<ReturnType<typeof logIn>>, minutes: number) => {
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ statusCode: 429, message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan((minutes / 2) * 60);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(minutes * 60);
      expect(sessionCookieOf(response)).toBeUndefined();
    };

    it('remembers a browser that signed in for a year (HttpOnly, SameSite=Lax), naming the account without showing it', async () => {
      const email = await newAccount('cookie-attributes');
      const response = await logIn({ email, password: STRONG_PASSWORD, rememberMe: false });
      const cookie = deviceCookieOf(response)!;
      expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': '31536000' });
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(cookie.value).not.toContain('cookie-attributes');
      expect(knownDeviceOf(cookie.value, email, deviceCookieKey(identitySecret()))).not.toBeNull();
    });

    it('no device cookie for a failed attempt; a second account in the same browser adds its own entry; signing out keeps the cookie', async () => {
      const [ada, grace] = [await newAccount('shared-browser-ada'), await newAccount('shared-browser-grace', 'Grace Hopper')];
      expect(deviceCookieOf(await logIn({ email: ada, password: 'Wrong1234' }))).toBeUndefined();
      const first = await logIn({ email: ada, password: STRONG_PASSWORD });
      const both = deviceCookieOf(await fromBrowser({ email: grace, password: STRONG_PASSWORD }, deviceCookieOf(first)!.value))!.value;
      const key = deviceCookieKey(identitySecret());
      expect(knownDeviceOf(both, ada, key)).toBe(knownDeviceOf(deviceCookieOf(first)!.value, ada, key));
      expect(knownDeviceOf(both, grace, key)).not.toBeNull();
      const logout = await request(app).post('/api/auth/logout').set('cookie', `founder_session=${sessionCookieOf(first)!.value}; founder_device=${both}`);
      expect(logout.status).toBeLessThan(300);
      expect(deviceCookieOf(logout)).toBeUndefined();
    });

    it('the attack of issue 28, 10 addresses x 10 wrong passwords, leaves the browser that signed up signing in, and slows unknown ones', async () => {
      const email = 'victim@example.com';
      const { response: signUp } = await signUpThroughApi(app, { email });
      const victimBrowser = deviceCookieOf(signUp)!.value;
      const statuses: number[] = [];
      for (let address = 0; address < 10; address += 1) {
        const stranger = freshAddress();
        statuses.push(...(await fail(email, 10, (body) => logIn(body, stranger))));
      }
      // The 10 free failures, then every attempt waits (before, all 100 answered 401 and the 101st 429).
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(90).fill(429)]);

      const known = await fromBrowser({ email, password: STRONG_PASSWORD }, victimBrowser);
      expect(known.status).toBe(200);
      expect(sessionCookieOf(known)).toBeDefined();
      expectSlowed(await logIn({ email, password: STRONG_PASSWORD }), 1);
    }, 120_000);

    it('slows unknown browsers with waits of 1, 2 and 4 minutes, never a lock: after the wait the owner signs in on a new browser', async () => {
      const email = await newAccount('slowed');
      const unknownClients = counterOf(email);
      expect(await fail(email, 10)).toEqual(Array(10).fill(401));
      expectSlowed(await logIn({ email, password: STRONG_PASSWORD }), 1);
      await letTimePass(unknownClients, 60_000);
      expect(await fail(email, 1)).toEqual([401]);
      expectSlowed(await logIn({ email, password: STRONG_PASSWORD }), 2);
      await letTimePass(unknownClients, 120_000);
      expect(await fail(email, 1)).toEqual([401]);
      expectSlowed(await logIn({ email, password: STRONG_PASSWORD }), 4);
      await letTimePass(unknownClients, 240_000);
      const owner = await logIn({ email, password: STRONG_PASSWORD });
      expect(owner.status).toBe(200);
      expect(deviceCookieOf(owner)).toBeDefined();
    });

    it('lets no more of a burst of simultaneous guesses through than one at a time: 10 of 30', async () => {
      const email = await newAccount('burst');
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => logIn({ email, password: `Guess${i}abc` }).then((response) => response.status)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    });

    it("counts only failures: the owner's sign-ins on unknown browsers cost nothing", async () => {
      const email = await newAccount('only-failures');
      expect(await fail(email, 9)).toEqual(Array(9).fill(401));
      for (let i = 0; i < 3; i += 1) expect((await logIn({ email, password: STRONG_PASSWORD })).status).toBe(200);
      expect(await fail(email, 1)).toEqual([401]);
      expectSlowed(await logIn({ email, password: STRONG_PASSWORD }), 1);
    });

    it('forgets the failures of unknown browsers 15 minutes after the last wait', async () => {
      const email = await newAccount('forgotten');
      expect(await fail(email, 10)).toEqual(Array(10).fill(401));
      await letTimePass(counterOf(email), 60_000 + 15 * 60_000);
      expect(await fail(email, 9)).toEqual(Array(9).fill(401));
      expect((await logIn({ email, password: STRONG_PASSWORD })).status).toBe(200);
    });

    it("slows a known browser that guesses on its own counter, leaving the account's other browsers alone", async () => {
      const email = await newAccount('guessing-browser');
      const browser = deviceCookieOf(await logIn({ email, password: STRONG_PASSWORD }))!.value;
      const address = freshAddress();
      expect(await fail(email, 10, (body) => fromBrowser(body, browser, address))).toEqual(Array(10).fill(401));
      expectSlowed(await fromBrowser({ email, password: STRONG_PASSWORD }, browser, address), 1);
      expect((await logIn({ email, password: STRONG_PASSWORD })).status).toBe(200);
      // Its own typos are forgotten once it signs in.
      await letTimePass(counterOf(email, browser), 60_000);
      expect((await fromBrowser({ email, password: STRONG_PASSWORD }, browser, address)).status).toBe(200);
      expect(await fail(email, 9, (body) => fromBrowser(body, browser, address))).toEqual(Array(9).fill(401));
      expect((await fromBrowser({ email, password: STRONG_PASSWORD }, browser, address)).status).toBe(200);
    });

    it('treats a device cookie that was altered, or made for another account, as an unknown browser', async () => {
      const [owner, other] = [await newAccount('cookie-owner'), await newAccount('cookie-other')];
      const ownerBrowser = deviceCookieOf(await logIn({ email: owner, password: STRONG_PASSWORD }))!.value;
      const otherBrowser = deviceCookieOf(await logIn({ email: other, password: STRONG_PASSWORD }))!.value;
      expect(await fail(owner, 10)).toEqual(Array(10).fill(401));
      const altered = `${ownerBrowser.slice(0, 30)}${ownerBrowser[30] === 'A' ? 'B' : 'A'}${ownerBrowser.slice(31)}`;
      for (const cookie of [otherBrowser, altered, 'not-a-device-cookie']) expectSlowed(await fromBrowser({ email: owner, password: STRONG_PASSWORD }, cookie), 1);
      expect((await fromBrowser({ email: owner, password: STRONG_PASSWORD }, ownerBrowser)).status).toBe(200);
    });
  });

  describe('per client address', () => {
    it('answers 429 after 20 attempts from one address in 5 minutes, whatever the accounts, except to a browser the account knows', async () => {
      const email = await newAccount('sprayed');
      const browser = deviceCookieOf(await logIn({ email, password: STRONG_PASSWORD }))!.value;
      const address = freshAddress();
      for (let i = 0; i < 20; i += 1) expect((await logIn({ email: `spray-${i}@example.com`, password: 'Guess123' }, address)).status).toBe(401);
      const limited = await logIn({ email, password: STRONG_PASSWORD }, address);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 5 minutes.' });
      // The owner's browser behind the same address, and another address, are not affected.
      const known = await request(app).post('/api/auth/login').set('x-forwarded-for', address).set('cookie', `founder_device=${browser}`).send({ email, password: STRONG_PASSWORD });
      expect(known.status).toBe(200);
      expect((await logIn({ email, password: STRONG_PASSWORD })).status).toBe(200);
    });
  });
});
