import type { INestApplication } from '@nestjs/common';
import { ACCOUNT_DELETION_UNAVAILABLE_MESSAGE, ACCOUNT_LEAVING_PATHS, WRONG_PASSWORD_TO_DELETE_MESSAGE } from '@founder/contracts';
import { IDENTITY_HEADER } from '@founder/identity';
import { request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import JSZip from 'jszip';
import type { Response } from 'superagent';
import supertest from 'supertest';
import { PASSWORD_REQUIRED_MESSAGE } from '../src/account-leaving/account-deletion.service';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, findUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';
import { startServiceProcess, type ServiceProcess } from './support/service-process';
import validIdea from './support/valid-idea.json';

/** supertest's parser for a body kept as bytes (the zip). */
const binary = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** GET /api/auth/export and DELETE /api/auth/account with the real ideas and community services beside auth. */
describe('leaving: export and account deletion across the services', () => {
  let smtp: SmtpTestServer;
  let ideas: ServiceProcess;
  let community: ServiceProcess;
  let app: INestApplication;

  const founder = async (email: string) => {
    const { response, token } = await signUpThroughApi(app, { name: 'Leaving Founder', email });
    expect(response.status).toBe(201);
    return { id: response.body.id as number, token, assertion: (await assertionForCookie(app, token))! };
  };
  const submitIdea = async (assertion: string) => {
    const response = await supertest(ideas.url).post('/api/startup-ideas').set(IDENTITY_HEADER, assertion).send(validIdea);
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const exportOf = (assertion: string) => request(app).get(ACCOUNT_LEAVING_PATHS.export).set(IDENTITY_HEADER, assertion).buffer(true).parse(binary);
  const deleteAccount = (assertion: string, body: object) => request(app).delete(ACCOUNT_LEAVING_PATHS.account).set(IDENTITY_HEADER, assertion).send(body);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    [ideas, community] = await Promise.all([startServiceProcess('ideas', { IDEAS_CLIENT_RATE_LIMIT: '100000' }), startServiceProcess('community')]);
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', IDEAS_URL: ideas.url, COMMUNITY_URL: community.url });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([ideas?.stop(), community?.stop()]);
    await smtp?.close();
  });

  describe('GET /api/auth/export', () => {
    it('401 without a session', async () => {
      const response = await request(app).get(ACCOUNT_LEAVING_PATHS.export);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it("zips the founder's account, ideas and community rows, and nothing of another founder", async () => {
      const ada = await founder('export.ada@example.com');
      const other = await founder('export.other@example.com');
      const ideaId = await submitIdea(ada.assertion);
      await submitIdea(other.assertion);

      const response = await exportOf(ada.assertion);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const zip = await JSZip.loadAsync(response.body as Buffer);
      expect(Object.keys(zip.files).sort()).toEqual(
        ['account.json', 'community.json', 'companies.json', 'data-room.json', `ideas/${ideaId}.json`, 'investors.json', 'sites.json', 'startup-profile.json'].sort(),
      );
      const account = JSON.parse(await zip.file('account.json')!.async('string'));
      expect(account.user).toMatchObject({ id: ada.id, email: 'export.ada@example.com', name: 'Leaving Founder', hasPassword: true });
      expect(account.user).not.toHaveProperty('password');
      expect(account.sessions).toHaveLength(1);
      expect(Object.keys(account.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt', 'lastSeenAt', 'persistent', 'revokedAt']);
      const idea = JSON.parse(await zip.file(`ideas/${ideaId}.json`)!.async('string'));
      expect(idea.idea).toMatchObject({ id: ideaId, idea_title: 'LoomLedger', owner_user_id: ada.id });
      expect(JSON.parse(await zip.file('community.json')!.async('string'))).toEqual({ eventsCreated: [], registrations: [], networkingProfile: null, connections: [] });
    });
  });

  describe('DELETE /api/auth/account', () => {
    it('401 without a session', async () => {
      const response = await request(app).delete(ACCOUNT_LEAVING_PATHS.account).send({ password: STRONG_PASSWORD });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('400 without the password, or with a wrong one, and deletes nothing', async () => {
      const ada = await founder('delete.wrong@example.com');
      expect((await deleteAccount(ada.assertion, {})).body).toEqual({ statusCode: 400, message: PASSWORD_REQUIRED_MESSAGE });
      expect((await deleteAccount(ada.assertion, { password: 'Wrong1234' })).body).toEqual({ statusCode: 400, message: WRONG_PASSWORD_TO_DELETE_MESSAGE });
      expect(await findUser(app, 'delete.wrong@example.com')).not.toBeNull();
    });

    it('503 when a service cannot delete its part, and auth deletes nothing', async () => {
      const down = await createAuthTestApp({ IDEAS_URL: ideas.url, COMMUNITY_URL: 'http://127.0.0.1:9' });
      try {
        const { response, token } = await signUpThroughApi(down, { email: 'delete.later@example.com' });
        expect(response.status).toBe(201);
        const answer = await request(down).delete(ACCOUNT_LEAVING_PATHS.account).set(IDENTITY_HEADER, (await assertionForCookie(down, token))!).send({ password: STRONG_PASSWORD });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ statusCode: 503, message: ACCOUNT_DELETION_UNAVAILABLE_MESSAGE });
        expect(await findUser(down, 'delete.later@example.com')).not.toBeNull();
      } finally {
        await down.close();
      }
    });

    it("deletes the founder everywhere (their share link answers 404), clears the cookie and emails a confirmation; another founder's idea stays", async () => {
      const ada = await founder('delete.ada@example.com');
      const other = await founder('delete.other@example.com');
      const ideaId = await submitIdea(ada.assertion);
      const othersIdea = await submitIdea(other.assertion);
      expect((await supertest(ideas.url).post(`/api/startup-ideas/${ideaId}/business-plan`).set(IDENTITY_HEADER, ada.assertion)).status).toBe(200);
      const share = await supertest(ideas.url).post(`/api/startup-ideas/${ideaId}/shares`).set(IDENTITY_HEADER, ada.assertion).send({ kind: 'business-plan' });
      expect(share.status).toBe(201);
      expect((await supertest(ideas.url).get(`/api/ideas/shared/${share.body.token as string}`)).status).toBe(200);

      const response = await deleteAccount(ada.assertion, { password: STRONG_PASSWORD });
      expect(response.status).toBe(204);
      expect(sessionCookieOf(response)?.value).toBe('');
      expect(await findUser(app, 'delete.ada@example.com')).toBeNull();
      expect((await supertest(ideas.url).get(`/api/ideas/${ideaId}`).set(IDENTITY_HEADER, other.assertion)).status).toBe(404);
      expect((await supertest(ideas.url).get(`/api/ideas/shared/${share.body.token as string}`)).status).toBe(404);
      expect((await supertest(ideas.url).get(`/api/ideas/${othersIdea}`).set(IDENTITY_HEADER, other.assertion)).status).toBe(200);
      const mail = await smtp.nextMailTo('delete.ada@example.com', 'Your Founder Platform account is deleted');
      expect(mail.text).toContain('Your Founder Platform account has been deleted, as you asked.');
      // The old session no longer works, and deleting again is simply unauthenticated.
      expect((await deleteAccount(ada.assertion, { password: STRONG_PASSWORD })).status).toBe(401);
    });
  });
});
