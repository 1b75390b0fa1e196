import type { INestApplication } from '@nestjs/common';
import { request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, freshAddress, insertUser, signIn, signUpThroughApi } from './auth-test-app';

const INVALID_LINK = { statusCode: 400, message: 'This link is invalid or has expired.' };
const CONFIRM_SUBJECT = 'Confirm your email address for Founder Platform';
const CHANGED_SUBJECT = 'Your Founder Platform email address was changed';
const EMAIL_TAKEN = { statusCode: 409, message: 'An account with this email already exists' };

describe('email verification and email change: POST /api/auth/verify-email/request and /confirm, PATCH /api/auth/profile', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;

  const requestLink = (assertion: string | null, address = freshAddress()) => {
    const call = request(app).post('/api/auth/verify-email/request').set('x-forwarded-for', address);
    return (assertion ? call.set('x-founder-identity', assertion) : call).send();
  };
  const confirm = (body: object) => request(app).post('/api/auth/verify-email/confirm').set('x-forwarded-for', freshAddress()).send(body);
  const patchProfile = (assertion: string, body: object) => request(app).patch('/api/auth/profile').set('x-founder-identity', assertion).send(body);
  const me = (assertion: string) => request(app).get('/api/auth/me').set('x-founder-identity', assertion);
  const logIn = (email: string) => request(app).post('/api/auth/login').set('x-forwarded-for', freshAddress()).send({ email, password: STRONG_PASSWORD });

  /** The token of the verification link in the next email to `email`, read from the SMTP server. */
  const tokenMailedTo = async (email: string) => {
    const mail = await smtp.nextMailTo(email, CONFIRM_SUBJECT);
    const link = /https?:\/\/\S+\/app\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!link) throw new Error(`no verification link in: ${mail.text}`);
    expect(link[0]).toBe(`https://founder.example/app/verify-email?token=${link[1]}`);
    return link[1];
  };

  /** A signed-up founder whose sign-up email has arrived (its token), with the assertion of its session. */
  const signedUp = async (email: string) => {
    const { response, token } = await signUpThroughApi(app, { email });
    expect(response.status).toBe(201);
    return { id: response.body.id as number, assertion: (await assertionForCookie(app, token))!, welcomeToken: await tokenMailedTo(email) };
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', PUBLIC_ORIGIN: 'https://founder.example', MAIL_RETRY_DELAY_SECONDS: '1' });
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  describe('POST /api/auth/verify-email/request', () => {
    it('401 without a session', async () => {
      const response = await requestLink(null);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('409 for an address already verified, and for an account without one', async () => {
      const verified = await signedUp('verified@example.com');
      expect((await confirm({ token: verified.welcomeToken })).status).toBe(200);
      const again = await requestLink(verified.assertion);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'Your email address is already verified.' });

      const walletOnly = await insertUser(app, { email: null, username: 'wallet-only', password: null, walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' });
      const none = await requestLink((await signIn(app, walletOnly)).assertion);
      expect(none.status).toBe(409);
      expect(none.body).toEqual({ statusCode: 409, message: 'Your account has no email address to verify.' });
    });

    it('202: emails a new link to the unverified address; only the latest link works', async () => {
      const { assertion, welcomeToken } = await signedUp('resend@example.com');
      const response = await requestLink(assertion);
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message: 'We sent a link to resend@example.com. Open it to verify your email address.' });
      const mail = await smtp.nextMailTo('resend@example.com', CONFIRM_SUBJECT);
      expect(mail.from).toBe('no-reply@founder.example');
      expect(mail.text).toContain('so that your Founder Platform account can send email to others for you.');
      expect(mail.html).toContain('Confirm my email address');
      const latest = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

      expect((await confirm({ token: welcomeToken })).body).toEqual(INVALID_LINK);
      expect((await me(assertion)).body.emailVerified).toBe(false);
      const confirmed = await confirm({ token: latest });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ message: 'Your email address resend@example.com is verified.', email: 'resend@example.com' });
      expect((await me(assertion)).body).toMatchObject({ email: 'resend@example.com', emailVerified: true, pendingEmail: null });
    });

    it('429 after 10 requests from one client in an hour', async () => {
      const { assertion } = await signedUp('impatient@example.com');
      const address = freshAddress();
      for (let i = 0; i < 10; i += 1) expect((await requestLink(assertion, address)).status).toBe(202);
      const limited = await requestLink(assertion, address);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
    });
  });

  describe('POST /api/auth/verify-email/confirm', () => {
    it.each([
      ['no token', {}, 'token is required'],
      ['a token that is not a string', { token: 42 }, 'token must be a string'],
      ['an over-long token', { token: 'x'.repeat(129) }, 'token must be shorter than or equal to 128 characters'],
      ['an unknown field', { token: 'x', emailVerified: true }, 'property emailVerified should not exist'],
    ])('400 for %s', async (_case, body, message) => {
      const response = await confirm(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('400 "This link is invalid or has expired." for an unknown, tampered, expired or used token, changing nothing', async () => {
      const { assertion, welcomeToken } = await signedUp('careful@example.com');
      const tampered = `${welcomeToken.slice(0, -1)}${welcomeToken.endsWith('A') ? 'B' : 'A'}`;
      for (const token of ['unknown-token', tampered]) expect((await confirm({ token })).body).toEqual(INVALID_LINK);
      await app.get(DataSource).query(`UPDATE "auth"."email_links" SET "expires_at" = now() - interval '1 second' WHERE "email" = $1`, ['careful@example.com']);
      const expired = await confirm({ token: welcomeToken });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual(INVALID_LINK);
      expect((await me(assertion)).body.emailVerified).toBe(false);

      const { welcomeToken: used } = await signedUp('twice@example.com');
      expect((await confirm({ token: used })).status).toBe(200);
      const again = await confirm({ token: used });
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID_LINK);
    });

    it('a password reset link is not a verification link', async () => {
      await signedUp('mixed@example.com');
      await request(app).post('/api/auth/password-reset/request').set('x-forwarded-for', freshAddress()).send({ email: 'mixed@example.com' });
      const reset = await smtp.nextMailTo('mixed@example.com', 'Reset your Founder Platform password');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(reset.text)![1];
      expect((await confirm({ token })).body).toEqual(INVALID_LINK);
    });

    it('409 when another account took the new address meanwhile: the change is dropped', async () => {
      const { assertion } = await signedUp('slow@example.com');
      expect((await patchProfile(assertion, { email: 'contested@example.com' })).status).toBe(200);
      const token = await tokenMailedTo('contested@example.com');
      expect((await signUpThroughApi(app, { email: 'contested@example.com' })).response.status).toBe(201);
      const response = await confirm({ token });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(EMAIL_TAKEN);
      expect((await me(assertion)).body).toMatchObject({ email: 'slow@example.com', pendingEmail: null });
    });
  });

  describe('PATCH /api/auth/profile with a new email', () => {
    it('401 without a session, changing nothing', async () => {
      const response = await request(app).patch('/api/auth/profile').send({ email: 'anyone@example.com' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('400 for an address that is not one', async () => {
      const { assertion } = await signedUp('typo@example.com');
      const response = await patchProfile(assertion, { email: 'typo-at-example.com' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Please enter a valid email address' });
    });

    it('409 for an address another account uses, in any case', async () => {
      const { assertion } = await signedUp('taker@example.com');
      await signedUp('holder@example.com');
      const response = await patchProfile(assertion, { email: 'Holder@Example.com' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(EMAIL_TAKEN);
      expect((await me(assertion)).body.pendingEmail).toBeNull();
    });

    it('the new address waits for its link; the old one keeps signing in until then and is told afterwards', async () => {
      const { assertion, welcomeToken } = await signedUp('old@example.com');
      expect((await confirm({ token: welcomeToken })).status).toBe(200);

      const response = await patchProfile(assertion, { name: 'Ada Moved', email: 'New@Example.com' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ name: 'Ada Moved', email: 'old@example.com', emailVerified: true, pendingEmail: 'new@example.com' });
      const mail = await smtp.nextMailTo('new@example.com', CONFIRM_SUBJECT);
      expect(mail.text).toContain('You asked to use this address for your Founder Platform account. It replaces your current one once you confirm it.');
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect((await logIn('old@example.com')).status).toBe(200);
      expect((await logIn('new@example.com')).status).toBe(401);

      // The Security tab's button sends the waiting address's link again; only that latest one works.
      const resent = await requestLink(assertion);
      expect(resent.status).toBe(202);
      expect(resent.body).toEqual({ message: 'We sent a link to new@example.com. Open it to verify your email address.' });
      const latest = await tokenMailedTo('new@example.com');
      expect((await confirm({ token })).body).toEqual(INVALID_LINK);

      const confirmed = await confirm({ token: latest });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ message: 'Your account now uses new@example.com.', email: 'new@example.com' });
      expect((await me(assertion)).body).toMatchObject({ email: 'new@example.com', emailVerified: true, pendingEmail: null });
      const notice = await smtp.nextMailTo('old@example.com', CHANGED_SUBJECT);
      expect(notice.text).toContain('Your Founder Platform account now uses new@example.com. Emails about it go there from now on.');
      expect((await logIn('new@example.com')).status).toBe(200);
      expect((await logIn('old@example.com')).status).toBe(401);
    });

    it('a later change replaces the waiting one: the earlier link no longer works', async () => {
      const { assertion } = await signedUp('fickle@example.com');
      await patchProfile(assertion, { email: 'first-choice@example.com' });
      const first = await tokenMailedTo('first-choice@example.com');
      const response = await patchProfile(assertion, { email: 'second-choice@example.com' });
      expect(response.body).toMatchObject({ email: 'fickle@example.com', pendingEmail: 'second-choice@example.com', emailVerified: false });
      const second = await tokenMailedTo('second-choice@example.com');
      expect((await confirm({ token: first })).body).toEqual(INVALID_LINK);
      expect((await confirm({ token: second })).body).toEqual({ message: 'Your account now uses second-choice@example.com.', email: 'second-choice@example.com' });
      expect((await smtp.nextMailTo('fickle@example.com', CHANGED_SUBJECT)).text).toContain('now uses second-choice@example.com.');
    });
  });
});
