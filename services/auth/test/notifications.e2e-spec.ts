import type { INestApplication } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SiteSignUpDigests } from '../src/notifications/site-sign-up-digests';
import { assertionForCookie, createAuthTestApp, identitySecret, signUpThroughApi } from './auth-test-app';

const ALL_ON = { connectionRequest: true, connectionAccepted: true, dataRoomAccessRequest: true, eventChanged: true, siteSignUp: true, shareOpened: true, mention: true };
const INVALID_LINK = { statusCode: 400, message: 'This link is invalid or has expired.' };

describe('notifications: GET/PUT /api/auth/notifications, POST /api/auth/notifications/unsubscribe, POST /internal/notifications', () => {
  let app: INestApplication;
  let smtp: SmtpTestServer;
  let ada: { id: number; assertion: string };
  let grace: { id: number; assertion: string };

  const signUp = async (name: string, email: string) => {
    const { response, token } = await signUpThroughApi(app, { name, email });
    return { id: response.body.id as number, assertion: (await assertionForCookie(app, token))! };
  };
  const getSettings = (assertion: string | null) => {
    const call = request(app).get('/api/auth/notifications');
    return assertion ? call.set('x-founder-identity', assertion) : call;
  };
  const putSettings = (body: object, assertion: string | null) => {
    const call = request(app).put('/api/auth/notifications');
    return (assertion ? call.set('x-founder-identity', assertion) : call).send(body);
  };
  const unsubscribe = (body: object) => request(app).post('/api/auth/notifications/unsubscribe').send(body);
  const notify = (body: object, token: string | null = internalToken(identitySecret())) => {
    const call = request(app).post('/internal/notifications');
    return (token ? call.set(INTERNAL_TOKEN_HEADER, token) : call).send(body);
  };
  /** The token of the unsubscribe link in a received message, checked against its List-Unsubscribe twin. */
  const unsubscribeTokenIn = (text: string) => {
    const link = /https:\/\/founder\.example\/app\/unsubscribe\?token=([A-Za-z0-9._-]+)/.exec(text);
    if (!link) throw new Error(`no unsubscribe link in: ${text}`);
    return link[1];
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', PUBLIC_ORIGIN: 'https://founder.example', MAIL_RETRY_DELAY_SECONDS: '1' });
    ada = await signUp('Ada Lovelace', 'ada@example.com');
    grace = await signUp('Grace Hopper', 'grace@example.com');
  });

  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  describe('401', () => {
    it('GET and PUT without a session', async () => {
      for (const response of [await getSettings(null), await putSettings({ enabled: ALL_ON, siteSignUpMode: 'daily' }, null)]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
      }
    });

    it('the internal endpoint without the internal token, even with a user assertion', async () => {
      const response = await notify({ userId: ada.id, kind: 'connectionAccepted', receiverId: grace.id }, null).set('x-founder-identity', ada.assertion);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Invalid internal token' });
    });
  });

  describe('400', () => {
    it.each([
      ['no switches', { siteSignUpMode: 'daily' }, 'enabled is required'],
      ['a switch that is not a boolean', { enabled: { ...ALL_ON, eventChanged: 'no' }, siteSignUpMode: 'daily' }, 'enabled.eventChanged must be true or false'],
      ['a missing switch', { enabled: { ...ALL_ON, shareOpened: undefined }, siteSignUpMode: 'daily' }, 'enabled.shareOpened must be true or false'],
      ['an unknown mode', { enabled: ALL_ON, siteSignUpMode: 'weekly' }, 'siteSignUpMode must be one of: immediately, daily'],
    ])('PUT with %s', async (_case, body, message) => {
      const response = await putSettings(body, ada.assertion);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it.each([
      ['no token', {}, { statusCode: 400, message: 'token is required' }],
      ['a made-up token', { token: 'nonsense' }, INVALID_LINK],
      ['a token for another founder with a copied signature', { token: 'placeholder' }, INVALID_LINK],
    ])('unsubscribe with %s', async (_case, body, expected) => {
      const given = (body as { token?: string }).token === 'placeholder' ? { token: `${grace.id}.connectionRequest.${'A'.repeat(43)}` } : body;
      const response = await unsubscribe(given);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(expected);
    });

    it('the internal endpoint with an unknown kind or without the facts of its kind', async () => {
      const unknown = await notify({ userId: ada.id, kind: 'birthday' });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual({ statusCode: 400, message: 'kind must be one of: connectionRequest, connectionAccepted, dataRoomAccessRequest, eventChanged, siteSignUp, shareOpened, mention' });
      const missing = await notify({ userId: ada.id, kind: 'connectionRequest' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('requesterId must not be greater than 2147483647');
    });
  });

  it('GET answers every kind on and sign-ups immediately for a founder who never changed anything', async () => {
    const response = await getSettings(ada.assertion);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ enabled: ALL_ON, siteSignUpMode: 'immediately' });
  });

  it('PUT saves the switches and the mode for this founder only', async () => {
    const saved = await putSettings({ enabled: { ...ALL_ON, shareOpened: false }, siteSignUpMode: 'daily' }, ada.assertion);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ enabled: { ...ALL_ON, shareOpened: false }, siteSignUpMode: 'daily' });
    expect((await getSettings(ada.assertion)).body).toEqual({ enabled: { ...ALL_ON, shareOpened: false }, siteSignUpMode: 'daily' });
    expect((await getSettings(grace.assertion)).body).toEqual({ enabled: ALL_ON, siteSignUpMode: 'immediately' });
    expect((await putSettings({ enabled: ALL_ON, siteSignUpMode: 'immediately' }, ada.assertion)).body).toEqual({ enabled: ALL_ON, siteSignUpMode: 'immediately' });
  });

  it('a connection request is mailed with who asked; its unsubscribe link turns that kind off, and then nothing is sent', async () => {
    const queued = await notify({ userId: ada.id, kind: 'connectionRequest', requesterId: grace.id, message: 'Let us build a compiler' });
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ outcome: 'queued' });
    const mail = await smtp.nextMailTo('ada@example.com', 'Grace Hopper wants to connect with you');
    expect(mail.text).toContain('Their message: "Let us build a compiler"');
    expect(mail.text).toContain('https://founder.example/events-networking/hub');
    const token = unsubscribeTokenIn(mail.text);

    const off = await unsubscribe({ token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ kind: 'connectionRequest', message: 'You will no longer get emails about: Connection requests. You can turn them back on in your profile.' });
    expect((await getSettings(ada.assertion)).body.enabled).toEqual({ ...ALL_ON, connectionRequest: false });
    // The same link again changes nothing more.
    expect((await unsubscribe({ token })).status).toBe(200);
    expect((await getSettings(ada.assertion)).body.enabled).toEqual({ ...ALL_ON, connectionRequest: false });

    const silent = await notify({ userId: ada.id, kind: 'connectionRequest', requesterId: grace.id, message: null });
    expect(silent.body).toEqual({ outcome: 'switched off' });
    // Another kind still arrives, after which the switched-off one has still come only once (mail is sent in order).
    await notify({ userId: ada.id, kind: 'connectionAccepted', receiverId: grace.id });
    await smtp.nextMailTo('ada@example.com', 'Grace Hopper accepted your connection request');
    expect(smtp.received.filter((mail) => mail.to === 'ada@example.com' && mail.subject === 'Grace Hopper wants to connect with you')).toHaveLength(1);
  });

  it('an event change is mailed with what changed', async () => {
    const changes = [{ field: 'time', before: '3 May 2027, 18:00 UTC', after: '4 May 2027, 18:00 UTC' }];
    expect((await notify({ userId: grace.id, kind: 'eventChanged', eventId: 5, eventTitle: 'Demo Day', cancelled: false, changes })).body).toEqual({ outcome: 'queued' });
    const mail = await smtp.nextMailTo('grace@example.com', 'Changed: Demo Day');
    expect(mail.text).toContain('Time: 3 May 2027, 18:00 UTC -> 4 May 2027, 18:00 UTC');
  });

  it('a mention is mailed with the author, the part and the comment, escaped in the HTML part', async () => {
    const mention = { userId: grace.id, kind: 'mention', authorId: ada.id, where: 'the pitch deck slide "Problem"', title: 'LoomLedger', excerpt: '<b>@Grace</b> check this', page: '/pitch-deck' };
    expect((await notify(mention)).body).toEqual({ outcome: 'queued' });
    const mail = await smtp.nextMailTo('grace@example.com', 'Ada Lovelace mentioned you in a comment on LoomLedger');
    expect(mail.text).toContain('Ada Lovelace mentioned you in a comment on the pitch deck slide "Problem" of LoomLedger:');
    expect(mail.text).toContain('https://founder.example/pitch-deck');
    expect(mail.html).toContain('&lt;b&gt;@Grace&lt;/b&gt; check this');
    expect((await notify({ ...mention, page: 'https://evil.example' })).body).toEqual({ statusCode: 400, message: 'page must be a path of the product' });
  });

  it('a site sign-up goes only to a verified address', async () => {
    const signUp = { userId: grace.id, kind: 'siteSignUp', siteName: 'Hopper Labs', pagePath: '/sites/hopper-labs', visitorEmail: 'visitor@example.com' };
    expect((await notify(signUp)).body).toEqual({ outcome: 'no address' });
    await app.get(DataSource).query(`UPDATE "auth"."users" SET "email_verified" = true WHERE "id" = $1`, [grace.id]);
    expect((await notify(signUp)).body).toEqual({ outcome: 'queued' });
    const mail = await smtp.nextMailTo('grace@example.com', 'New sign-up on Hopper Labs');
    expect(mail.text).toContain('visitor@example.com signed up on the page /sites/hopper-labs of Hopper Labs.');
  });

  it('in daily mode, sign-ups are held and mailed together once the oldest is a day old', async () => {
    const founder = await signUp('Dora Digest', 'dora@example.com');
    await app.get(DataSource).query(`UPDATE "auth"."users" SET "email_verified" = true WHERE "id" = $1`, [founder.id]);
    await putSettings({ enabled: ALL_ON, siteSignUpMode: 'daily' }, founder.assertion).expect(200);
    const signUpFrom = (visitorEmail: string, pagePath: string) => notify({ userId: founder.id, kind: 'siteSignUp', siteName: 'Dora Labs', pagePath, visitorEmail });
    expect((await signUpFrom('one@example.com', '/sites/dora-labs')).body).toEqual({ outcome: 'held for the daily digest' });
    expect((await signUpFrom('two@example.com', '/sites/dora-labs/pricing')).body).toEqual({ outcome: 'held for the daily digest' });
    const digests = app.get(SiteSignUpDigests);
    expect(await digests.sendDue()).toBe(0);

    await app.get(DataSource).query(
      `UPDATE "auth"."pending_site_sign_ups" SET "created_at" = CASE WHEN "visitor_email" = 'one@example.com' THEN timestamptz '2026-05-03 09:15Z' ELSE timestamptz '2026-05-03 17:40Z' END WHERE "user_id" = $1`,
      [founder.id],
    );
    expect(await digests.sendDue()).toBe(1);
    const mail = await smtp.nextMailTo('dora@example.com', '2 new sign-ups on your site');
    expect(mail.text).toContain('one@example.com, on Dora Labs /sites/dora-labs, 2026-05-03 09:15 UTC');
    expect(mail.text).toContain('two@example.com, on Dora Labs /sites/dora-labs/pricing, 2026-05-03 17:40 UTC');
    expect(unsubscribeTokenIn(mail.text)).toMatch(new RegExp(`^${founder.id}\\.siteSignUp\\.`));
    // Taken once: nothing is left for a second digest.
    expect(await digests.sendDue()).toBe(0);
  });
});
