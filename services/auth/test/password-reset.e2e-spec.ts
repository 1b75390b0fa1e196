import type { INestApplication } from '@nestjs/common';
import { request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/sessions/sessions.service';
import { STRONG_PASSWORD, createAuthTestApp, freshAddress, insertUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';

const INVALID_LINK = { statusCode: 400, message: 'This link is invalid or has expired.' };
const RESET_SUBJECT = 'Reset your Founder Platform password';
const REQUESTED = { message: 'If an account uses this email, a link to reset its password is on its way.' };

describe('password reset: POST /api/auth/password-reset/request and /confirm', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;

  const requestReset = (body: object, address = freshAddress()) => request(app).post('/api/auth/password-reset/request').set('x-forwarded-for', address).send(body);
  const confirm = (body: object) => request(app).post('/api/auth/password-reset/confirm').set('x-forwarded-for', freshAddress()).send(body);
  const logIn = (email: string, password: string) => request(app).post('/api/auth/login').set('x-forwarded-for', freshAddress()).send({ email, password });
  /** The token of the reset link in the next email to `email`, read from the SMTP server. */
  const resetTokenFor = async (email: string) => {
    const mail = await smtp.nextMailTo(email, RESET_SUBJECT);
    const link = /https?:\/\/\S+\/app\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    expect(link[0]).toBe(`https://founder.example/app/reset-password?token=${link[1]}`);
    return link[1];
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', PUBLIC_ORIGIN: 'https://founder.example', MAIL_RETRY_DELAY_SECONDS: '1' });
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  describe('400 on bad input', () => {
    it.each([
      ['no email', {}, 'Email is required'],
      ['an email that is not one', { email: 'ada-at-example.com' }, 'Please enter a valid email address'],
      ['an unknown field', { email: 'ada@example.com', userId: 1 }, 'property userId should not exist'],
    ])('request with %s', async (_case, body, message) => {
      const response = await requestReset(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      ['no token', { newPassword: 'NewSecret1' }, 'token is required'],
      ['a weak password', { token: 'x'.repeat(43), newPassword: 'newsecret1' }, 'Password must contain at least one uppercase letter'],
      ['a short password', { token: 'x'.repeat(43), newPassword: 'Ab1' }, 'Password must be at least 8 characters'],
    ])('confirm with %s', async (_case, body, message) => {
      const response = await confirm(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  it('answers 202 with the same body for an unknown address, and sends nothing', async () => {
    const unknown = await requestReset({ email: 'nobody@example.com' });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(REQUESTED);
    await signUpThroughApi(app, { email: 'known@example.com' });
    const known = await requestReset({ email: 'known@example.com' });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(REQUESTED);
    await resetTokenFor('known@example.com');
    expect(smtp.received.filter((mail) => mail.to === 'nobody@example.com')).toEqual([]);
  });

  it('resets the password from the email alone: every session ends, this browser is signed in', async () => {
    const email = 'forgetful@example.com';
    const { token: oldSession } = await signUpThroughApi(app, { email });
    expect((await requestReset({ email: 'Forgetful@Example.com' })).status).toBe(202);
    const mail = await smtp.nextMailTo(email, RESET_SUBJECT);
    expect(mail.from).toBe('no-reply@founder.example');
    expect(mail.html).toContain('Choose a new password');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const response = await confirm({ token, newPassword: 'NewSecret1' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email, emailVerified: true });
    const session = sessionCookieOf(response)!;
    expect(session.attributes).not.toHaveProperty('max-age');
    const sessions = app.get(SessionsService);
    expect(await sessions.findLiveByToken(oldSession)).toBeNull();
    expect(await sessions.findLiveByToken(session.value)).not.toBeNull();
    expect((await logIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await logIn(email, 'NewSecret1')).status).toBe(200);

    // Used once: the same link again changes nothing.
    const again = await confirm({ token, newPassword: 'Another123' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect((await logIn(email, 'NewSecret1')).status).toBe(200);
  });

  it('400 "This link is invalid or has expired." for an unknown, tampered, expired or superseded token, changing nothing', async () => {
    const email = 'careful@example.com';
    await signUpThroughApi(app, { email });
    await requestReset({ email });
    const first = await resetTokenFor(email);
    await requestReset({ email });
    const latest = await resetTokenFor(email);

    const tampered = `${latest.slice(0, -1)}${latest.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['unknown-token', tampered, first]) {
      const response = await confirm({ token, newPassword: 'NewSecret1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID_LINK);
    }
    await app.get(DataSource).query(`UPDATE "auth"."email_links" SET "expires_at" = now() - interval '1 second' WHERE "email" = $1`, [email]);
    const expired = await confirm({ token: latest, newPassword: 'NewSecret1' });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID_LINK);
    expect((await logIn(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('tells a Google-only account to sign in with Google', async () => {
    await insertUser(app, { email: 'googler@example.com', username: 'googler', password: null, googleId: 'g-42' });
    expect((await requestReset({ email: 'googler@example.com' })).status).toBe(202);
    const mail = await smtp.nextMailTo('googler@example.com');
    expect(mail.subject).toBe('Sign in to Founder Platform with Google');
    expect(mail.text).toContain('Your account has no password: it signs in with Google.');
    expect(mail.text).not.toContain('reset-password');
  });

  it('a mail server in trouble never fails the request: the message is sent again later', async () => {
    const email = 'patient@example.com';
    await signUpThroughApi(app, { email });
    const refusedBefore = smtp.refused;
    smtp.refuseNext(1);
    const response = await requestReset({ email });
    expect(response.status).toBe(202);
    expect(await resetTokenFor(email)).toHaveLength(43);
    expect(smtp.refused).toBe(refusedBefore + 1);
  });

  it("a start applies MAIL_RETRY_DELAY_SECONDS to the mail queue an earlier start made with another delay", async () => {
    const queueDelay = async () => (await app.get(DataSource).query(`SELECT "retry_delay" FROM "auth_mail"."queue" WHERE "name" = 'mail'`))[0].retry_delay as number;
    await app.get(DataSource).query(`UPDATE "auth_mail"."queue" SET "retry_delay" = 600 WHERE "name" = 'mail'`);
    const restarted = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', MAIL_RETRY_DELAY_SECONDS: '1' });
    try {
      expect(await queueDelay()).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('answers 429 after 5 requests for one address in an hour, from any client', async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < 5; i += 1) expect((await requestReset({ email })).status).toBe(202);
    const limited = await requestReset({ email });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
  });
});
