import type { INestApplication } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import type { User } from '../src/users/user.entity';
import { createAuthTestApp, identitySecret, insertUser } from './auth-test-app';

describe('POST /internal/sessions/resolve', () => {
  let app: INestApplication;
  let user: User;

  beforeAll(async () => {
    app = await createAuthTestApp();
    user = await insertUser(app, { email: 'ada@example.com' });
  });

  afterAll(async () => {
    await app.close();
  });

  const resolve = (body: object, token: string | null = internalToken(identitySecret())) => {
    const call = request(app).post('/internal/sessions/resolve');
    return (token === null ? call : call.set(INTERNAL_TOKEN_HEADER, token)).send(body);
  };
  const sessionsRepository = () => app.get(DataSource).getRepository(Session);

  describe('401 without the internal token', () => {
    it.each([
      ['no token', null],
      ['a wrong token', 'wrong'],
      ['the identity secret itself', 'secret'],
    ])('with %s', async (_case, token) => {
      const { token: sessionToken } = await app.get(SessionsService).createSession(user.id);
      const response = await resolve({ sessionToken }, token === 'secret' ? identitySecret() : token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Invalid internal token' });
    });
  });

  describe('404 for a session that is not live', () => {
    it('when the token is unknown', async () => {
      const response = await resolve({ sessionToken: 'no-such-session' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Session not found' });
    });

    it('when the session was revoked', async () => {
      const { token, session } = await app.get(SessionsService).createSession(user.id);
      await app.get(SessionsService).revokeSession(session.id);
      expect((await resolve({ sessionToken: token })).body).toEqual({ statusCode: 404, message: 'Session not found' });
    });

    it('when the session expired', async () => {
      const { token, session } = await app.get(SessionsService).createSession(user.id);
      await sessionsRepository().update(session.id, { expiresAt: new Date(Date.now() - 1000) });
      expect((await resolve({ sessionToken: token })).status).toBe(404);
    });

    it('when given the stored hash instead of the token', async () => {
      const { session } = await app.get(SessionsService).createSession(user.id);
      expect((await resolve({ sessionToken: session.tokenHash })).status).toBe(404);
    });
  });

  describe('400 for a bad body', () => {
    it.each([
      [{}, 'sessionToken should not be empty'],
      [{ sessionToken: 7 }, 'sessionToken must be a string'],
      [{ sessionToken: 'x'.repeat(129) }, 'sessionToken must be shorter than or equal to 128 characters'],
      [{ sessionToken: 'abc', userId: 1 }, 'property userId should not exist'],
    ])('%j', async (body, message) => {
      const response = await resolve(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  it('resolves a live session to its user with 200', async () => {
    const { token, session } = await app.get(SessionsService).createSession(user.id);
    const response = await resolve({ sessionToken: token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: user.id, sessionId: session.id, email: 'ada@example.com' });
  });

  it('stores only a sha256 of the token, with a 30-day expiry', async () => {
    const { token, session } = await app.get(SessionsService).createSession(user.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sessionsRepository().findOneByOrFail({ id: session.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    const days = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
  });

  it('records last_seen_at at most once a minute', async () => {
    const { token, session } = await app.get(SessionsService).createSession(user.id);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await sessionsRepository().update(session.id, { lastSeenAt: twoMinutesAgo });

    await resolve({ sessionToken: token }).expect(200);
    const touched = (await sessionsRepository().findOneByOrFail({ id: session.id })).lastSeenAt;
    expect(touched.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await sessionsRepository().update(session.id, { lastSeenAt: thirtySecondsAgo });
    await resolve({ sessionToken: token }).expect(200);
    expect((await sessionsRepository().findOneByOrFail({ id: session.id })).lastSeenAt).toEqual(thirtySecondsAgo);
  });
});
