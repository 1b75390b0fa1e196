import type { INestApplication } from '@nestjs/common';
import { ACCOUNT_DELETION_UNAVAILABLE_MESSAGE, ACCOUNT_LEAVING_PATHS, COMMUNITY_PATHS, COMPANIES_PATHS, DATA_ROOM_PATHS, SITES_PATHS, WRONG_PASSWORD_TO_DELETE_MESSAGE } from '@founder/contracts';
import { IDENTITY_HEADER } from '@founder/identity';
import { freePort, request, startSmtpTestServer, type SmtpTestServer } from '@founder/server-kit/testing';
import JSZip from 'jszip';
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Response } from 'superagent';
import supertest from 'supertest';
import { PASSWORD_REQUIRED_MESSAGE } from '../src/account-leaving/account-deletion.service';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, findUser, sessionCookieOf, signUpThroughApi } from './auth-test-app';
import { startServiceProcess, type ServiceProcess } from './support/service-process';
import validIdea from './support/valid-idea.json';

/** A small real PDF (the data room checks a file's bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');
const COMPANY = { companyName: 'Leaving Labs', description: 'A company its founder deletes.', industry: 'FoodTech', stage: 'Seed', location: 'Leeds, UK', teamSize: 'Solo Founder' };

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
  /** The data room files the ideas process keeps (filesystem storage). */
  const storedFiles = () => (existsSync(join(ideas.dataDir, 'data-room')) ? readdirSync(join(ideas.dataDir, 'data-room')).filter((name) => !name.startsWith('.')) : []);
  const exportOf = (assertion: string) => request(app).get(ACCOUNT_LEAVING_PATHS.export).set(IDENTITY_HEADER, assertion).buffer(true).parse(binary);
  const deleteAccount = (assertion: string, body: object) => request(app).delete(ACCOUNT_LEAVING_PATHS.account).set(IDENTITY_HEADER, assertion).send(body);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // Auth listens too: community asks it who a founder is (AUTH_URL), as in production.
    const [ideasPort, communityPort] = [await freePort(), await freePort()];
    app = await createAuthTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Founder Platform <no-reply@founder.example>', IDEAS_URL: `http://127.0.0.1:${ideasPort}`, COMMUNITY_URL: `http://127.0.0.1:${communityPort}` });
    await app.listen(0, '127.0.0.1');
    const authUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    [ideas, community] = await Promise.all([
      startServiceProcess('ideas', { IDEAS_CLIENT_RATE_LIMIT: '100000', AUTH_URL: authUrl }, ideasPort),
      startServiceProcess('community', { AUTH_URL: authUrl }, communityPort),
    ]);
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
      const company = await supertest(ideas.url).post(COMPANIES_PATHS.companies).set(IDENTITY_HEADER, ada.assertion).send({ ...COMPANY, companyData: { ideaId } });
      expect(company.status).toBe(201);
      const upload = await supertest(ideas.url).post(DATA_ROOM_PATHS.documents).set(IDENTITY_HEADER, ada.assertion).field('companyId', String(company.body.id)).field('name', 'Pitch deck').attach('file', PDF, { filename: 'deck.pdf', contentType: 'application/pdf' });
      expect(upload.status).toBe(201);

      const response = await exportOf(ada.assertion);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const zip = await JSZip.loadAsync(response.body as Buffer);
      const files = Object.keys(zip.files).filter((name) => name.startsWith('files/'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^files\/data-room\/.+\.pdf$/);
      expect(await zip.file(files[0])!.async('nodebuffer')).toEqual(PDF);
      expect(Object.keys(zip.files).filter((name) => !name.startsWith('files/')).sort()).toEqual(
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
      // A company with an uploaded file, a data-room link and a published site; a profile and a connection in community.
      const company = await supertest(ideas.url).post(COMPANIES_PATHS.companies).set(IDENTITY_HEADER, ada.assertion).send({ ...COMPANY, companyData: { ideaId } });
      expect(company.status).toBe(201);
      const upload = await supertest(ideas.url).post(DATA_ROOM_PATHS.documents).set(IDENTITY_HEADER, ada.assertion).field('companyId', String(company.body.id)).attach('file', PDF, { filename: 'deck.pdf', contentType: 'application/pdf' });
      expect(upload.status).toBe(201);
      expect(storedFiles()).toHaveLength(1);
      const link = await supertest(ideas.url).post(DATA_ROOM_PATHS.links).set(IDENTITY_HEADER, ada.assertion).send({ companyId: company.body.id, tier: 'team' });
      expect(link.status).toBe(201);
      const linkToken = (link.body.url as string).split('/').pop()!;
      expect((await supertest(ideas.url).get(DATA_ROOM_PATHS.shared(linkToken))).status).toBe(200);
      const slug = `leaving-${ada.id}`;
      const draft = (await supertest(ideas.url).get(SITES_PATHS.site(company.body.id)).set(IDENTITY_HEADER, ada.assertion)).body;
      expect((await supertest(ideas.url).put(SITES_PATHS.site(company.body.id)).set(IDENTITY_HEADER, ada.assertion).send({ template: draft.template, sections: draft.sections, slug, hostingPlan: draft.hostingPlan })).status).toBe(200);
      expect((await supertest(ideas.url).put(SITES_PATHS.publication(company.body.id)).set(IDENTITY_HEADER, ada.assertion)).status).toBe(200);
      expect((await supertest(ideas.url).get(SITES_PATHS.page(slug))).status).toBe(200);
      expect((await supertest(community.url).put(COMMUNITY_PATHS.networkingProfile).set(IDENTITY_HEADER, ada.assertion).send({ bio: 'Leaving soon' })).status).toBe(200);
      const asked = await supertest(community.url).post(COMMUNITY_PATHS.connections()).set(IDENTITY_HEADER, ada.assertion).send({ receiverId: other.id, message: 'Hello' });
      expect(asked.status).toBe(201);

      const response = await deleteAccount(ada.assertion, { password: STRONG_PASSWORD });
      expect(response.status).toBe(204);
      expect(sessionCookieOf(response)?.value).toBe('');
      expect(await findUser(app, 'delete.ada@example.com')).toBeNull();
      expect((await supertest(ideas.url).get(`/api/ideas/${ideaId}`).set(IDENTITY_HEADER, other.assertion)).status).toBe(404);
      expect((await supertest(ideas.url).get(`/api/ideas/shared/${share.body.token as string}`)).status).toBe(404);
      expect((await supertest(ideas.url).get(`/api/ideas/${othersIdea}`).set(IDENTITY_HEADER, other.assertion)).status).toBe(200);
      // Nothing of theirs is served: not the site, not the data-room link, not the file (gone from storage), not their profile.
      expect((await supertest(ideas.url).get(SITES_PATHS.page(slug))).status).toBe(404);
      expect((await supertest(ideas.url).get(DATA_ROOM_PATHS.shared(linkToken))).status).toBe(404);
      expect(storedFiles()).toEqual([]);
      const othersConnections = await supertest(community.url).get(COMMUNITY_PATHS.connections()).set(IDENTITY_HEADER, other.assertion);
      expect(othersConnections.status).toBe(200);
      expect(othersConnections.body.items).toEqual([]);
      const profiles = await supertest(community.url).get(COMMUNITY_PATHS.networkingProfiles()).set(IDENTITY_HEADER, other.assertion);
      expect(profiles.status).toBe(200);
      expect(profiles.body.items.map((profile: { userId: number }) => profile.userId)).not.toContain(ada.id);
      const mail = await smtp.nextMailTo('delete.ada@example.com', 'Your Founder Platform account is deleted');
      expect(mail.text).toContain('Your Founder Platform account has been deleted, as you asked.');
      // The old session no longer works, and deleting again is simply unauthenticated.
      expect((await deleteAccount(ada.assertion, { password: STRONG_PASSWORD })).status).toBe(401);
    });
  });
});
