import type { INestApplication } from '@nestjs/common';
import { IDENTITY_HEADER, signIdentity, signingKeyFromEnvironment, generateIdentityKeys } from '@founder/identity';
import { request } from '@founder/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Session } from '../src/sessions/session.entity';
import { SessionsService } from '../src/sessions/sessions.service';
import type { User } from '../src/users/user.entity';
import { createAuthTestApp, insertUser, signIn } from './auth-test-app';


describe('GET /api/auth/me', () => {
  let app: INestApplication;
  let user: User;
  let otherUser: User;

  beforeAll(async () => {
    app = await createAuthTestApp();
    user = await insertUser(app, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      username: 'ada',
      googleId: 'google-ada',
      avatar: 'https://example.com/ada.png',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      walletType: 'metamask',
      chainId: 1,
    });
    otherUser = await insertUser(app, { email: 'bob@example.com', username: 'bob', name: 'Bob' });
  });

  afterAll(async () => {
    await app.close();
  });

  const me = (assertion?: string) => {
    const call = request(app).get('/api/auth/me');
    return assertion === undefined ? call : call.set(IDENTITY_HEADER, assertion);
  };

  /** 200 with the JSON literal null: a visitor is not an error (issue 16). */
  async function expectNoUser(assertion?: string) {
    const response = await me(assertion);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).toBe('null');
  }

  describe('200 null without a live session', () => {
    it('without an identity assertion', async () => {
      await expectNoUser();
    });

    it('with a garbage assertion', async () => {
      await expectNoUser('not-a-jwt');
    });

    it('with an assertion signed with another secret (forged)', async () => {
      const { session } = await signIn(app, user);
      const forged = await signIdentity({ userId: user.id, sessionId: session.id, email: user.email }, generateIdentityKeys(signingKeyFromEnvironment().kid).signingKey);
      await expectNoUser(forged);
    });

    it('with an expired assertion', async () => {
      const { assertion } = await signIn(app, user, -5);
      await expectNoUser(assertion);
    });

    it('with a valid assertion for a session that does not exist', async () => {
      const assertion = await signIdentity({ userId: user.id, sessionId: randomUUID(), email: user.email }, signingKeyFromEnvironment());
      await expectNoUser(assertion);
    });

    it('with a valid assertion whose session id is not a uuid', async () => {
      const assertion = await signIdentity({ userId: user.id, sessionId: 'abc', email: user.email }, signingKeyFromEnvironment());
      await expectNoUser(assertion);
    });

    it("with another user's session", async () => {
      const { session } = await signIn(app, otherUser);
      const assertion = await signIdentity({ userId: user.id, sessionId: session.id, email: user.email }, signingKeyFromEnvironment());
      await expectNoUser(assertion);
    });

    it('after the session was revoked', async () => {
      const { session, assertion } = await signIn(app, user);
      expect((await me(assertion)).status).toBe(200);
      await app.get(SessionsService).revokeSession(session.id);
      await expectNoUser(assertion);
    });

    it('after every session of the user was revoked', async () => {
      const first = await signIn(app, user);
      const second = await signIn(app, user);
      await app.get(SessionsService).revokeAllForUser(user.id);
      await expectNoUser(first.assertion);
      await expectNoUser(second.assertion);
    });

    it('after the session expired', async () => {
      const { session, assertion } = await signIn(app, user);
      await app.get(DataSource).getRepository(Session).update(session.id, { expiresAt: new Date(Date.now() - 1000) });
      await expectNoUser(assertion);
    });
  });

  it('returns exactly the CurrentUser fields for a live session', async () => {
    const { assertion } = await signIn(app, user);
    const response = await me(assertion);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: user.id,
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      emailVerified: false,
      pendingEmail: null,
      avatar: 'https://example.com/ada.png',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      walletType: 'metamask',
      chainId: 1,
      createdAt: user.createdAt.toISOString(),
    });
  });
});
