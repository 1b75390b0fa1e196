import type { INestApplication } from '@nestjs/common';
import { INTERNAL_INVITATIONS_PATH, INTERNAL_VERIFIED_EMAIL_PATH } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import type { User } from '../src/users/user.entity';
import { createAuthTestApp, identitySecret, insertUser } from './auth-test-app';

/** What ideas asks of auth for company invitations (issue 32): mailing one, and a founder's verified address. */
describe('internal invitations', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;
  let verified: User;
  let unverified: User;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', PUBLIC_ORIGIN: 'https://founder.example', MAIL_RETRY_DELAY_SECONDS: '1' });
    verified = await insertUser(app, { email: 'inviter-ada@example.com', name: 'Ada Lovelace', username: 'inviter-ada', emailVerified: true });
    unverified = await insertUser(app, { email: 'inviter-bob@example.com', name: 'Bob', username: 'inviter-bob', emailVerified: false });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const token = () => internalToken(identitySecret());
  const invite = (body: object, withToken = true) => {
    const call = request(app).post(INTERNAL_INVITATIONS_PATH);
    return (withToken ? call.set(INTERNAL_TOKEN_HEADER, token()) : call).send(body);
  };
  const invitation = (inviterId: number) => ({ inviterId, email: 'grace@example.com', companyName: 'Loom', role: 'editor', token: 'a'.repeat(43) });

  it(`POST ${INTERNAL_INVITATIONS_PATH}: 401 without the internal token, 400 for a bad role, 403 from an unverified inviter, then the email with the link`, async () => {
    expect((await invite(invitation(verified.id), false)).status).toBe(401);
    expect((await invite({ ...invitation(verified.id), role: 'owner' })).status).toBe(400);
    expect((await invite(invitation(unverified.id))).body).toEqual({ statusCode: 403, message: 'Verify your email address to invite people' });
    expect((await invite(invitation(verified.id))).status).toBe(202);
    const mail = await smtp.nextMailTo('grace@example.com', 'Ada Lovelace invited you to Loom on Founder Platform');
    expect(mail.text).toContain(`https://founder.example/invitations/${'a'.repeat(43)}`);
  });

  it('GET /internal/users/{id}/verified-email: 401 without the token, 404 for no such user, the address only when verified', async () => {
    expect((await request(app).get(INTERNAL_VERIFIED_EMAIL_PATH(verified.id))).status).toBe(401);
    const ask = (id: number) => request(app).get(INTERNAL_VERIFIED_EMAIL_PATH(id)).set(INTERNAL_TOKEN_HEADER, token());
    expect((await ask(999_999_999)).body).toEqual({ statusCode: 404, message: 'User not found' });
    expect((await ask(verified.id)).body).toEqual({ email: 'inviter-ada@example.com' });
    expect((await ask(unverified.id)).body).toEqual({ email: null });
  });
});
