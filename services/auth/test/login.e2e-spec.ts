import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { argon2id, hash } from 'argon2';
import { DataSource } from 'typeorm';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { STRONG_PASSWORD, createAuthTestApp, findUser, freshAddress, insertUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';

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

  describe('rate limits', () => {
    it('stops a client after 10 attempts on one account in 15 minutes, while the owner on another client still signs in', async () => {
      const email = await newAccount('target');
      const stranger = freshAddress();
      for (let i = 0; i < 10; i += 1) expect((await logIn({ email, password: `Guess${i}abc` }, stranger)).status).toBe(401);
      const limited = await logIn({ email: 'Target@Example.com', password: STRONG_PASSWORD }, stranger);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 15 minutes.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(sessionCookieOf(limited)).toBeUndefined();

      const owner = await logIn({ email, password: STRONG_PASSWORD }, freshAddress());
      expect(owner.status).toBe(200);
      expect(sessionCookieOf(owner)).toBeDefined();
    });

    it('stops every client after 100 attempts on one account in an hour (OWASP ASVS 2.2.1), even with the right password', async () => {
      const email = await newAccount('besieged');
      for (let client = 0; client < 10; client += 1) {
        const address = freshAddress();
        for (let i = 0; i < 10; i += 1) expect((await logIn({ email, password: `Guess${i}abc` }, address)).status).toBe(401);
      }
      const limited = await logIn({ email, password: STRONG_PASSWORD }, freshAddress());
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
    }, 180_000);

    it('answers 429 after 20 attempts from one address in 5 minutes, whatever the accounts', async () => {
      const email = await newAccount('sprayed');
      const address = freshAddress();
      for (let i = 0; i < 20; i += 1) expect((await logIn({ email: `spray-${i}@example.com`, password: 'Guess123' }, address)).status).toBe(401);
      const limited = await logIn({ email, password: STRONG_PASSWORD }, address);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 5 minutes.' });
      // Another address is not affected.
      expect((await logIn({ email, password: STRONG_PASSWORD })).status).toBe(200);
    });
  });
});
