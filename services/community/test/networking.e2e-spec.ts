import type { INestApplication } from '@nestjs/common';
import { COMMUNITY_PATHS, COMMUNITY_PAGE_SIZE, type NetworkingProfile } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, AuthStub, createCommunityTestApp, newEvent, type Founder } from './support/community-test-app';

describe('networking profiles', () => {
  let app: INestApplication;
  let auth: AuthStub;
  let ada: Founder;
  let bob: Founder;
  let carol: Founder;
  let dan: Founder;

  beforeAll(async () => {
    auth = await AuthStub.start();
    app = await createCommunityTestApp(auth);
    ada = await auth.founder('Ada Lovelace', 'ada@example.com');
    bob = await auth.founder('Bob Builder', 'bob@example.com');
    carol = await auth.founder('Carol Mentor', 'carol@example.com');
    dan = await auth.founder('Dan Private', 'dan@example.com');
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const put = (founder: Founder, body: object) => as(request(app).put(COMMUNITY_PATHS.networkingProfile), founder).send(body);
  const names = (body: { items: NetworkingProfile[] }) => body.items.map((profile) => profile.user.name);

  describe('GET /api/networking/profile', () => {
    it('401 signed out', async () => {
      const response = await request(app).get(COMMUNITY_PATHS.networkingProfile);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('null (not 404) before the caller has one (even when others do)', async () => {
      await put(bob, { bio: 'Bob builds things' }).expect(200);
      const response = await as(request(app).get(COMMUNITY_PATHS.networkingProfile), ada);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.text).toBe('null');
    });
  });

  describe('PUT /api/networking/profile', () => {
    it('401 signed out', async () => {
      expect((await request(app).put(COMMUNITY_PATHS.networkingProfile).send({ bio: 'x' })).status).toBe(401);
    });

    it.each([
      ['a lookingFor outside the list', { lookingFor: ['investor'] }, 'each value in lookingFor must be one of the following values: mentor, cofounder, advisor, customer'],
      ['a URL that is not http(s)', { linkedinUrl: 'ftp://example.com/ada' }, 'linkedinUrl must be an http(s) URL'],
      ['an unknown stage', { stage: 'Unicorn' }, 'stage must be one of the following values: Idea, Pre-Seed, Seed, Series A, Series B, Series C+, IPO Ready'],
      ['an unknown visibility', { visibility: 'friends' }, 'visibility must be one of the following values: public, private'],
      ['a bio over 2000 characters', { bio: 'x'.repeat(2001) }, 'bio must be shorter than or equal to 2000 characters'],
      ['21 skills', { skills: Array.from({ length: 21 }, (_, index) => `skill ${index}`) }, 'skills must contain no more than 20 elements'],
    ])('400 for %s', async (_case, body, message) => {
      const response = await put(ada, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it("creates the caller's profile with the defaults, then replaces it", async () => {
      const created = await put(ada, { bio: 'Building LoomLedger', skills: ['Fundraising', 'Rust'], lookingFor: ['cofounder'] });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        userId: ada.id,
        user: { id: ada.id, name: 'Ada Lovelace', email: 'ada@example.com', avatar: null },
        bio: 'Building LoomLedger',
        skills: ['Fundraising', 'Rust'],
        lookingFor: ['cofounder'],
        interests: [],
        stage: null,
        availableForMentoring: false,
        seekingMentorship: false,
        openToCollaboration: false,
        preferredContactMethod: 'platform',
        visibility: 'public',
      });
      const replaced = await put(ada, { bio: 'Still building', stage: 'Seed', githubUrl: 'https://github.com/ada' });
      expect(replaced.body).toMatchObject({ id: created.body.id, bio: 'Still building', skills: [], stage: 'Seed', githubUrl: 'https://github.com/ada' });
      const read = await as(request(app).get(COMMUNITY_PATHS.networkingProfile), ada);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(replaced.body);
    });
  });

  describe('GET /api/networking/profiles', () => {
    beforeAll(async () => {
      await put(ada, { bio: 'Weaving software for textile workshops', skills: ['Rust', 'Fundraising', 'Sales', 'Design'], industries: ['SaaS', 'Manufacturing'], lookingFor: ['cofounder', 'customer'], stage: 'Seed' }).expect(200);
      await put(bob, { bio: 'Hardware hacker', skills: ['Electronics', 'CAD'], industries: ['Hardware'], lookingFor: ['mentor'], stage: 'Idea' }).expect(200);
      await put(carol, { bio: 'Angel and operator, 20 years in fintech', skills: ['Go-to-market'], industries: ['FinTech'], lookingFor: ['advisor'], stage: 'Series A', availableForMentoring: true }).expect(200);
      await put(dan, { bio: 'Keeps to himself, Rust expert', skills: ['Rust'], visibility: 'private' }).expect(200);
    });

    it('400 for a filter outside its list', async () => {
      const response = await request(app).get('/api/networking/profiles?lookingFor=mentor,investor');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'each value in lookingFor must be one of the following values: mentor, cofounder, advisor, customer' });
    });

    it('lists public profiles only, never the caller, and no email for a visitor', async () => {
      const visitor = await request(app).get(COMMUNITY_PATHS.networkingProfiles());
      expect(visitor.status).toBe(200);
      expect(names(visitor.body).sort()).toEqual(['Ada Lovelace', 'Bob Builder', 'Carol Mentor']);
      expect(visitor.body.items.every((profile: NetworkingProfile) => profile.user.email === null)).toBe(true);
      const asAda = await as(request(app).get(COMMUNITY_PATHS.networkingProfiles()), ada);
      expect(names(asAda.body).sort()).toEqual(['Bob Builder', 'Carol Mentor']);
    });

    it('filters by stage, industries and lookingFor (comma-joined, any of them), and mentors', async () => {
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ stage: 'Idea' }))).body)).toEqual(['Bob Builder']);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ industries: 'FinTech,Hardware' }))).body).sort()).toEqual(['Bob Builder', 'Carol Mentor']);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ lookingFor: 'customer,advisor' }))).body).sort()).toEqual(['Ada Lovelace', 'Carol Mentor']);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ mentors: true }))).body)).toEqual(['Carol Mentor']);
    });

    it('searches name, bio and skills in any case', async () => {
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ search: 'rust' }))).body)).toEqual(['Ada Lovelace']);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ search: 'HARDWARE hacker' }))).body)).toEqual(['Bob Builder']);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ search: 'carol' }))).body)).toEqual(['Carol Mentor']);
    });

    it('finds a founder by a new name once auth has it', async () => {
      auth.users.set(bob.id, { ...auth.users.get(bob.id)!, name: 'Robert Builder' });
      await request(app).get(COMMUNITY_PATHS.networkingProfiles()).expect(200);
      expect(names((await request(app).get(COMMUNITY_PATHS.networkingProfiles({ search: 'robert' }))).body)).toEqual(['Robert Builder']);
      auth.users.set(bob.id, { ...auth.users.get(bob.id)!, name: 'Bob Builder' });
      await request(app).get(COMMUNITY_PATHS.networkingProfiles()).expect(200);
    });

    it('shows the email only of people the caller is connected to', async () => {
      const asked = await as(request(app).post(COMMUNITY_PATHS.connections()), ada).send({ receiverId: bob.id });
      const pending = await as(request(app).get(COMMUNITY_PATHS.networkingProfiles()), ada);
      expect(pending.body.items.map((profile: NetworkingProfile) => profile.user.email)).toEqual([null, null]);
      await as(request(app).patch(COMMUNITY_PATHS.connection(asked.body.id)), bob).send({ status: 'accepted' }).expect(200);
      const emails = Object.fromEntries(
        (await as(request(app).get(COMMUNITY_PATHS.networkingProfiles()), ada)).body.items.map((profile: NetworkingProfile) => [profile.user.name, profile.user.email]),
      );
      expect(emails).toEqual({ 'Bob Builder': 'bob@example.com', 'Carol Mentor': null });
      const byCarol = await as(request(app).get(COMMUNITY_PATHS.networkingProfiles()), carol);
      expect(byCarol.body.items.every((profile: NetworkingProfile) => profile.user.email === null)).toBe(true);
    });

    it('pages, and gives the maximum page size to whoever asks for more', async () => {
      await app.get(DataSource).query(
        `INSERT INTO "community"."networking_profiles" ("user_id", "user_name") SELECT 5000 + n, 'Bulk ' || n FROM generate_series(1, 60) AS n`,
      );
      const response = await request(app).get(COMMUNITY_PATHS.networkingProfiles({ limit: 999 }));
      expect(response.body.items).toHaveLength(COMMUNITY_PAGE_SIZE.max);
      const next = (await request(app).get(COMMUNITY_PATHS.networkingProfiles({ limit: 50, cursor: response.body.nextCursor }))).body;
      expect(next.items).toHaveLength(13);
      expect(next.nextCursor).toBeNull();
      expect(new Set([...response.body.items, ...next.items].map((profile: NetworkingProfile) => profile.id)).size).toBe(63);
    });
  });

  describe('GET /api/networking/hub', () => {
    it('counts members, upcoming events, mentors and my connections from the database', async () => {
      await app.get(DataSource).query(`DELETE FROM "community"."networking_profiles" WHERE "user_id" > 5000`);
      await app.get(DataSource).query(`DELETE FROM "community"."events"`);
      await as(request(app).post(COMMUNITY_PATHS.events()), ada).send(newEvent()).expect(201);
      const cancelled = await as(request(app).post(COMMUNITY_PATHS.events()), ada).send(newEvent());
      await as(request(app).patch(COMMUNITY_PATHS.event(cancelled.body.id)), ada).send({ status: 'cancelled' }).expect(200);
      const visitor = await request(app).get(COMMUNITY_PATHS.hub);
      expect(visitor.status).toBe(200);
      expect(visitor.body).toEqual({ members: 3, upcomingEvents: 1, mentorsAvailable: 1, myConnections: 0 });
      expect((await as(request(app).get(COMMUNITY_PATHS.hub), bob)).body).toEqual({ members: 3, upcomingEvents: 1, mentorsAvailable: 1, myConnections: 1 });
    });
  });

  describe('users from auth', () => {
    it('are asked of auth once while cached (USER_CACHE_MS), then again', async () => {
      const cached = await createCommunityTestApp(auth, { USER_CACHE_MS: '60000' });
      try {
        await as(request(cached).put(COMMUNITY_PATHS.networkingProfile), ada).send({ bio: 'Cached' }).expect(200);
        const before = auth.calls;
        for (let index = 0; index < 3; index += 1) await as(request(cached).get(COMMUNITY_PATHS.networkingProfile), ada).expect(200);
        expect(auth.calls).toBe(before);
      } finally {
        await cached.close();
        process.env['USER_CACHE_MS'] = '0';
      }
      const before = auth.calls;
      await as(request(app).get(COMMUNITY_PATHS.networkingProfile), ada).expect(200);
      expect(auth.calls).toBe(before + 1);
    });
  });
});
