import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, findUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';

describe('PATCH /api/auth/profile', () => {
  let app: INestApplication;
  let assertion: string;
  let token: string;
  let userId: number;

  const patch = (body: object, identity: string | null = assertion) => {
    const call = request(app).patch('/api/auth/profile');
    return (identity ? call.set('x-founder-identity', identity) : call).send(body);
  };

  beforeAll(async () => {
    app = await createAuthTestApp();
    const signedUp = await signUpThroughApi(app, { name: 'Ada Lovelace', email: 'ada@example.com' });
    token = signedUp.token;
    userId = signedUp.response.body.id;
    assertion = (await assertionForCookie(app, token))!;
    await signUpThroughApi(app, { name: 'Bob Builder', email: 'bob@example.com' });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('401 Not authenticated', () => {
    it('without an identity assertion', async () => {
      const response = await patch({ name: 'Nobody' }, null);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('with a forged assertion', async () => {
      expect((await patch({ name: 'Forger' }, 'forged.jwt.value')).status).toBe(401);
    });

    it('once the session was revoked, even with a still-valid assertion', async () => {
      const other = await signUpThroughApi(app, { email: 'revoked@example.com' });
      const otherAssertion = (await assertionForCookie(app, other.token))!;
      const session = (await app.get(SessionsService).findLiveByToken(other.token))!;
      await app.get(SessionsService).revokeSession(session.id);
      const response = await patch({ name: 'Too Late' }, otherAssertion);
      expect(response.status).toBe(401);
      expect((await findUser(app, 'revoked@example.com'))!.name).toBe('Ada Lovelace');
    });
  });

  describe('400 for a bad field', () => {
    it.each([
      ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
      ['an empty name', { name: '' }, 'Name is required'],
      ['a malformed email', { email: 'ada@' }, 'Please enter a valid email address'],
      ['an empty username', { username: '' }, 'Username is required'],
      ['a two-letter username', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['a username with spaces', { username: 'ada lovelace' }, 'Username can only contain letters, numbers, dots, dashes and underscores'],
      ['an over-long username', { username: 'u'.repeat(31) }, 'Username must be at most 30 characters'],
      ['an over-long name', { name: 'n'.repeat(101) }, 'name must be shorter than or equal to 100 characters'],
      ['an unknown field', { emailVerified: true }, 'property emailVerified should not exist'],
      ['a password field', { password: 'Secret999' }, 'property password should not exist'],
      ['a null email', { email: null }, 'email should not be null'],
      ['a null name', { name: null }, 'name should not be null'],
      ['a null username', { username: null }, 'username should not be null'],
      ['an empty email', { email: '' }, 'Email is required'],
      ['a NUL in the name', { name: 'Ada\u0000Lovelace' }, 'name contains a character that cannot be stored (NUL or an unpaired surrogate)'],
    ])('%s', async (_case, body, message) => {
      const response = await patch(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('leaves the account whole: the owner still signs in, nobody can take its email', async () => {
      await patch({ email: null, name: null, username: null });
      const stored = (await findUser(app, 'ada@example.com'))!;
      expect(stored).toMatchObject({ id: userId, name: 'Ada Lovelace' });
      expect(stored.username).not.toBeNull();
      const taken = await signUpThroughApi(app, { name: 'Eve Intruder', email: 'ada@example.com' });
      expect(taken.response.status).toBe(409);
    });
  });

  describe('409 for what another account holds', () => {
    it('an email, in another case', async () => {
      const response = await patch({ email: 'BOB@example.com' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'An account with this email already exists' });
    });

    it('a username, in another case', async () => {
      const bob = (await findUser(app, 'bob@example.com'))!;
      await request(app)
        .patch('/api/auth/profile')
        .set('x-founder-identity', (await assertionForCookie(app, await signInAs('bob@example.com')))!)
        .send({ username: 'TheBuilder' })
        .expect(200);
      const response = await patch({ username: 'thebuilder' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This username is already taken' });
      expect((await findUser(app, 'bob@example.com'))!.id).toBe(bob.id);
    });

    it("another account's default username, even before that account exists", async () => {
      for (const username of [`user${userId + 1000}`, `USER${userId + 1}`]) {
        const response = await patch({ username });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ statusCode: 409, message: 'This username is already taken' });
      }
    });
  });

  it('updates name and username, answering the user; a new email waits for its link, the current one stays', async () => {
    const response = await patch({ name: ' Augusta Ada King ', username: 'countess', email: ' Countess@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: userId, name: 'Augusta Ada King', username: 'countess', email: 'ada@example.com', pendingEmail: 'countess@example.com', emailVerified: false });
    const me = await request(app).get('/api/auth/me').set('x-founder-identity', assertion);
    expect(me.body).toEqual(response.body);
  });

  it('takes back its own default username', async () => {
    const response = await patch({ username: `user${userId}` });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(`user${userId}`);
  });

  it('changes only the fields sent, and keeps a verified email verified when it stays the same', async () => {
    const grace = await signUpThroughApi(app, { name: 'Grace Hopper', email: 'grace@example.com' });
    const graceAssertion = (await assertionForCookie(app, grace.token))!;
    await app.get(DataSource).getRepository(User).update(grace.response.body.id, { emailVerified: true });

    const response = await patch({ name: 'Rear Admiral Hopper', email: 'GRACE@example.com' }, graceAssertion);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Rear Admiral Hopper', email: 'grace@example.com', emailVerified: true, username: `user${grace.response.body.id}` });
  });

  async function signInAs(email: string): Promise<string> {
    return sessionCookieOf(await request(app).post('/api/auth/login').send({ email, password: STRONG_PASSWORD }))!.value;
  }
});
