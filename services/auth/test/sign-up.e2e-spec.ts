import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, findUser, freshAddress, sessionCookieOf, signUpThroughApi } from './auth-test-app';

describe('POST /api/auth/signup', () => {
  let app: INestApplication;
  const userCount = () => app.get(DataSource).getRepository(User).count();
  const signUp = (body: object, address = freshAddress()) => request(app).post('/api/auth/signup').set('x-forwarded-for', address).send(body);

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('400 with the form\'s own message, storing nothing', () => {
    // Each attempt counts against its email's rate limit, so every case uses an address of its own.
    let caseNumber = 0;
    let valid: { name: string; email: string; password: string };
    beforeEach(() => {
      caseNumber += 1;
      valid = { name: 'Grace Hopper', email: `invalid-case-${caseNumber}@example.com`, password: STRONG_PASSWORD };
    });

    afterEach(async () => {
      expect(await userCount()).toBe(0);
    });

    it.each([
      ['the name is missing', { name: undefined }, 'Name is required'],
      ['the name is blank', { name: '   ' }, 'Name is required'],
      ['the name has 1 character', { name: ' G ' }, 'Name must be at least 2 characters'],
      ['the email is missing', { email: undefined }, 'Email is required'],
      ['the email is malformed', { email: 'grace@example' }, 'Please enter a valid email address'],
      ['the password is missing', { password: undefined }, 'Password is required'],
      ['the password has 7 characters', { password: 'Secret1' }, 'Password must be at least 8 characters'],
      ['the password has no lowercase letter', { password: 'SECRET123' }, 'Password must contain at least one lowercase letter'],
      ['the password has no uppercase letter', { password: 'secret123' }, 'Password must contain at least one uppercase letter'],
      ['the password has no number', { password: 'SecretPass' }, 'Password must contain at least one number'],
      ['the password is not a string', { password: 12345678 }, 'password must be a string'],
      ['a field is unknown', { role: 'admin' }, 'property role should not exist'],
      ['the account tries to verify its own email', { emailVerified: true }, 'property emailVerified should not exist'],
    ])('when %s', async (_case, change, message) => {
      const response = await signUp({ ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it.each([
      ['name', 100, 'N'.repeat(101)],
      ['email', 255, `${'e'.repeat(244)}@example.com`],
      ['password', 128, `Aa1${'x'.repeat(126)}`],
    ])('when the %s is longer than %i characters', async (field, limit, value) => {
      const response = await signUp({ ...valid, [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: `${field} must be shorter than or equal to ${limit} characters` });
    });

    it('names every bad field at once', async () => {
      const response = await signUp({ name: 'G', email: 'nope', password: 'weak' });
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Name must be at least 2 characters; Please enter a valid email address; Password must be at least 8 characters',
      });
    });
  });

  it('creates the account, signs the browser in and answers the user with 201', async () => {
    const response = await signUp({ name: '  Grace Hopper ', email: ' Grace@Example.COM ', password: STRONG_PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Grace Hopper',
      username: `user${response.body.id}`,
      email: 'grace@example.com',
      emailVerified: false,
      pendingEmail: null,
      avatar: null,
      walletAddress: null,
      walletType: null,
      chainId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const cookie = sessionCookieOf(response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/', 'max-age': String(30 * 24 * 60 * 60) });
    expect(cookie.attributes).not.toHaveProperty('secure');
    const session = await app.get(SessionsService).findLiveByToken(cookie.value);
    expect(session).toMatchObject({ userId: response.body.id, persistent: true });
  });

  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    const stored = await findUser(app, 'grace@example.com');
    expect(stored!.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored!.password).not.toContain(STRONG_PASSWORD);
  });

  it('refuses an email that already has an account, in another case, with 409', async () => {
    const before = await userCount();
    const response = await signUp({ name: 'Another Grace', email: 'GRACE@example.com', password: STRONG_PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ statusCode: 409, message: 'An account with this email already exists' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('lets only one of simultaneous sign-ups with one email through', async () => {
    const statuses = await Promise.all(
      ['race@example.com', 'RACE@example.com', 'Race@Example.com'].map((email) => signUp({ name: 'Racer', email, password: STRONG_PASSWORD }).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('gives every account its own default username from its id', async () => {
    const first = await signUpThroughApi(app, { email: 'first@example.com' });
    const second = await signUpThroughApi(app, { email: 'second@example.com' });
    expect(first.response.body.username).toBe(`user${first.response.body.id}`);
    expect(second.response.body.username).toBe(`user${second.response.body.id}`);
    expect(first.response.body.id).not.toBe(second.response.body.id);
  });

  it('sets a Secure cookie when the browser came over HTTPS (the gateway says so)', async () => {
    const response = await request(app)
      .post('/api/auth/signup')
      .set('x-forwarded-for', freshAddress())
      .set('x-forwarded-proto', 'https')
      .send({ name: 'Secure Sam', email: 'sam@example.com', password: STRONG_PASSWORD });
    expect(response.status).toBe(201);
    expect(sessionCookieOf(response)!.attributes).toHaveProperty('secure');
  });

  it('signs the browser in: GET /api/auth/me answers the new user', async () => {
    const { response, token } = await signUpThroughApi(app, { email: 'me@example.com', name: 'Me Myself' });
    const me = await request(app).get('/api/auth/me').set('x-founder-identity', (await assertionForCookie(app, token))!);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  describe('rate limits', () => {
    it('answers 429 after 5 sign-ups with one email in 15 minutes, whatever the address', async () => {
      const attempt = () => signUp({ name: 'Spammer', email: 'Spam@example.com', password: STRONG_PASSWORD });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await attempt()).status);
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      const limited = await signUp({ name: 'Spammer', email: ' spam@EXAMPLE.com', password: STRONG_PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 15 minutes.' });
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    });

    it('answers 429 after 20 sign-ups from one address in an hour', async () => {
      const address = freshAddress();
      for (let i = 0; i < 20; i += 1) {
        expect((await signUp({ name: 'Bulk', email: `bulk-${i}@example.com`, password: STRONG_PASSWORD }, address)).status).toBe(201);
      }
      const limited = await signUp({ name: 'Bulk', email: 'bulk-20@example.com', password: STRONG_PASSWORD }, address);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
      expect(await findUser(app, 'bulk-20@example.com')).toBeNull();
      expect((await signUp({ name: 'Other', email: 'bulk-20@example.com', password: STRONG_PASSWORD })).status).toBe(201);
    });
  });
});
