import type { INestApplication } from '@nestjs/common';
import { COMPANIES_PATHS, DATA_ROOM_PATHS, SITES_PATHS, type Company, type DataRoomLink } from '@founder/contracts';
import { request, startNotificationRecorder, type NotificationRecorder } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { ONBOARDED_COMPANY } from '../src/domain/company-work/company-facts.fixtures';
import { as, createIdeasTestApp, signedIn, submitIdea, type TestCaller } from './support/ideas-test-app';

/** What ideas tells auth (auth mails it: services/auth/test/notifications.e2e-spec.ts), at a recorder standing for auth. */
describe('notifications to the owner', () => {
  let app: INestApplication;
  let auth: NotificationRecorder;
  let owner: TestCaller;
  let company: Company;
  let ideaId: number;

  beforeAll(async () => {
    auth = await startNotificationRecorder(process.env['IDENTITY_SECRET']!);
    const saved = { AUTH_URL: process.env['AUTH_URL'], NOTIFY_RETRY_DELAY_SECONDS: process.env['NOTIFY_RETRY_DELAY_SECONDS'] };
    Object.assign(process.env, { AUTH_URL: auth.url, NOTIFY_RETRY_DELAY_SECONDS: '1' });
    try {
      app = await createIdeasTestApp();
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    owner = await signedIn();
    ideaId = (await submitIdea(app, owner)).id;
    company = (await as(request(app).post(COMPANIES_PATHS.companies), owner).send({ ...ONBOARDED_COMPANY, companyName: `Loom Ledger ${owner.userId}`, companyData: { ideaId } })).body as Company;
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  it('a data-room access request: the company, who asks, their address and message', async () => {
    const link = (await as(request(app).post(DATA_ROOM_PATHS.links), owner).send({ companyId: company.id, tier: 'team' }).expect(201)).body as DataRoomLink & { url: string };
    const token = link.url.split('/').pop()!;
    await request(app).post(DATA_ROOM_PATHS.sharedAccessRequests(token)).send({ name: 'Ken Thompson', email: 'ken@example.com', tier: 'investors', message: 'We lead seed rounds.' }).expect(201);
    expect(await auth.nextFor(owner.userId!, 'dataRoomAccessRequest')).toEqual({
      userId: owner.userId,
      kind: 'dataRoomAccessRequest',
      companyName: `Loom Ledger ${owner.userId}`,
      requesterName: 'Ken Thompson',
      requesterEmail: 'ken@example.com',
      message: 'We lead seed rounds.',
    });
  });

  it('a new sign-up on the published site, once per address', async () => {
    const slug = `loom-notify-${owner.userId}`;
    const draft = (await as(request(app).get(SITES_PATHS.site(company.id)), owner)).body;
    await as(request(app).put(SITES_PATHS.site(company.id)), owner).send({ template: draft.template, sections: draft.sections, slug, hostingPlan: draft.hostingPlan }).expect(200);
    await as(request(app).put(SITES_PATHS.publication(company.id)), owner).expect(200);
    const signUp = (email: string) => request(app).post(SITES_PATHS.signUp(slug)).set('x-forwarded-for', '203.0.113.90').type('form').send({ email }).expect(303);
    await signUp('visitor@example.com');
    await signUp('Visitor@example.com');
    await signUp('second@example.com');
    expect(await auth.nextFor(owner.userId!, 'siteSignUp')).toEqual({ userId: owner.userId, kind: 'siteSignUp', siteName: `Loom Ledger ${owner.userId}`, pagePath: `/sites/${slug}`, visitorEmail: 'visitor@example.com' });
    expect(await auth.nextFor(owner.userId!, 'siteSignUp')).toMatchObject({ visitorEmail: 'second@example.com' });
    expect(auth.received.filter((notification) => notification.userId === owner.userId && notification.kind === 'siteSignUp')).toHaveLength(2);
  });

  it('a shared plan opened by new visitors: at most one message an hour per link, the visitors meanwhile summed into the next', async () => {
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
    const share = (await as(request(app).post(`/api/startup-ideas/${ideaId}/shares`), owner).send({ kind: 'business-plan', label: 'Seed investors' }).expect(201)).body as { id: number; token: string };
    const open = (from: string) => request(app).get(`/api/ideas/shared/${share.token}`).set('x-forwarded-for', from).expect(200);
    await open('198.51.100.1');
    expect(await auth.nextFor(owner.userId!, 'shareOpened')).toEqual({ userId: owner.userId, kind: 'shareOpened', documentKind: 'business plan', documentTitle: 'Seed investors', newVisitors: 1 });
    await open('198.51.100.1');
    await open('198.51.100.2');
    await open('198.51.100.3');
    // Within the hour nothing more went; an hour later, the next new visitor's message counts all three.
    await app.get(DataSource).query(`UPDATE "ideas"."idea_shares" SET "notified_at" = now() - interval '61 minutes' WHERE "id" = $1`, [share.id]);
    await open('198.51.100.4');
    expect(await auth.nextFor(owner.userId!, 'shareOpened')).toMatchObject({ newVisitors: 3 });
    expect(auth.received.filter((notification) => notification.userId === owner.userId && notification.kind === 'shareOpened')).toHaveLength(2);
  });
});
