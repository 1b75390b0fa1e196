import type { INestApplication } from '@nestjs/common';
import { COMMUNITY_PATHS, COMMUNITY_PAGE_SIZE, EVENT_CATEGORIES, EVENT_TYPES, type CommunityEvent } from '@founder/contracts';
import { request, resetDatabase } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { SeedEvents1796400000001, SEED_EVENTS } from '../src/migrations/1796400000001-seed-events';
import { as, AuthStub, createCommunityTestApp, newEvent, type Founder } from './support/community-test-app';

describe('events', () => {
  let app: INestApplication;
  let auth: AuthStub;
  let organizer: Founder;
  let other: Founder;

  beforeAll(async () => {
    auth = await AuthStub.start();
    app = await createCommunityTestApp(auth);
    organizer = await auth.founder('Olivia Organizer');
    other = await auth.founder('Oscar Other');
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const create = async (founder: Founder, fields: Record<string, unknown> = {}) => {
    const response = await as(request(app).post(COMMUNITY_PATHS.events()), founder).send(newEvent(fields));
    expect(response.status).toBe(201);
    return response.body as CommunityEvent;
  };

  describe('the seed', () => {
    beforeAll(async () => {
      await resetDatabase(app);
      const runner = app.get(DataSource).createQueryRunner();
      await new SeedEvents1796400000001().up(runner);
      await runner.release();
    });

    it('holds upcoming events of every type and category, virtual and in person, with the spec defaults', async () => {
      const response = await request(app).get(COMMUNITY_PATHS.events({ limit: COMMUNITY_PAGE_SIZE.max }));
      expect(response.status).toBe(200);
      const events = response.body.items as CommunityEvent[];
      expect(events).toHaveLength(SEED_EVENTS.length);
      expect(new Set(events.map((event) => event.type))).toEqual(new Set(EVENT_TYPES));
      expect(new Set(events.map((event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
      for (const type of EVENT_TYPES) {
        expect(new Set(events.filter((event) => event.type === type).map((event) => event.category))).toEqual(new Set(EVENT_CATEGORIES));
      }
      expect(events.some((event) => event.isVirtual && event.virtualLink && event.location === null)).toBe(true);
      expect(events.some((event) => !event.isVirtual && event.location)).toBe(true);
      expect(events.every((event) => event.status === 'upcoming' && event.currentAttendees === 0 && Date.parse(event.startDate) > Date.now())).toBe(true);
      expect(events.some((event) => event.price === '0.00')).toBe(true);
    });
  });

  describe('GET /api/events', () => {
    beforeAll(async () => {
      await resetDatabase(app);
      const day = 86_400_000;
      await create(organizer, { title: 'AI Founders Breakfast', description: 'Coffee and machine learning', type: 'tech', category: 'networking', startDate: new Date(Date.now() + 3 * day).toISOString(), location: 'Berlin, Germany' });
      await create(organizer, { title: 'Seed Pitch Night', description: 'Ten startups pitch', type: 'startup', category: 'pitch_competition', startDate: new Date(Date.now() + 1 * day).toISOString(), location: 'Paris, France' });
      await create(organizer, { title: 'Growth Workshop', description: 'Retention for AI products, 100% practical', type: 'startup', category: 'workshop', startDate: new Date(Date.now() + 2 * day).toISOString(), location: null, isVirtual: true, virtualLink: 'https://meet.example.com/growth' });
      const past = await create(organizer, { title: 'Last Month Meetup', type: 'networking', category: 'networking', startDate: new Date(Date.now() + 5 * day).toISOString(), location: 'Berlin, Germany' });
      await app.get(DataSource).query(`UPDATE "community"."events" SET "start_date" = now() - interval '30 days', "end_date" = NULL WHERE "id" = $1`, [past.id]);
    });

    const titles = (body: { items: CommunityEvent[] }) => body.items.map((event) => event.title);

    it('400 for a type or category outside the lists, naming the field', async () => {
      const type = await request(app).get('/api/events?type=party');
      expect(type.status).toBe(400);
      expect(type.body).toEqual({ statusCode: 400, message: `type must be one of the following values: ${EVENT_TYPES.join(', ')}` });
      const category = await request(app).get('/api/events?category=gala');
      expect(category.status).toBe(400);
      expect(category.body.message).toMatch(/^category must be one of the following values/);
      expect((await request(app).get('/api/events?limit=0')).status).toBe(400);
      expect((await request(app).get('/api/events?cursor=abc!')).body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
    });

    it('lists upcoming events soonest first, then past ones, for a visitor', async () => {
      const response = await request(app).get(COMMUNITY_PATHS.events());
      expect(response.status).toBe(200);
      expect(titles(response.body)).toEqual(['Seed Pitch Night', 'Growth Workshop', 'AI Founders Breakfast', 'Last Month Meetup']);
      expect(response.body.nextCursor).toBeNull();
    });

    it('filters by type, category and location, and searches title and description in any case', async () => {
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ type: 'startup' }))).body)).toEqual(['Seed Pitch Night', 'Growth Workshop']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ type: 'startup', category: 'workshop' }))).body)).toEqual(['Growth Workshop']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ location: 'berlin' }))).body)).toEqual(['AI Founders Breakfast', 'Last Month Meetup']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ search: 'ai' }))).body)).toEqual(['Growth Workshop', 'AI Founders Breakfast']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ search: 'MACHINE' }))).body)).toEqual(['AI Founders Breakfast']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ search: '100%' }))).body)).toEqual(['Growth Workshop']);
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ search: '%' }))).body)).toEqual(['Growth Workshop']);
    });

    it('pages: a limit and the cursor of the page before, and the maximum to whoever asks for more', async () => {
      const first = await request(app).get(COMMUNITY_PATHS.events({ limit: 3 }));
      expect(titles(first.body)).toEqual(['Seed Pitch Night', 'Growth Workshop', 'AI Founders Breakfast']);
      const second = await request(app).get(COMMUNITY_PATHS.events({ limit: 3, cursor: first.body.nextCursor }));
      expect(titles(second.body)).toEqual(['Last Month Meetup']);
      expect(second.body.nextCursor).toBeNull();
      const filtered = await request(app).get(COMMUNITY_PATHS.events({ type: 'startup', limit: 1 }));
      expect(titles((await request(app).get(COMMUNITY_PATHS.events({ type: 'startup', limit: 1, cursor: filtered.body.nextCursor }))).body)).toEqual(['Growth Workshop']);
      await app.get(DataSource).query(
        `INSERT INTO "community"."events" ("title", "type", "category", "start_date")
         SELECT 'Bulk event ' || n, 'tech', 'workshop', now() + make_interval(days => 10 + n) FROM generate_series(1, 60) AS n`,
      );
      const asked = await request(app).get(COMMUNITY_PATHS.events({ limit: 500 }));
      expect(asked.status).toBe(200);
      expect(asked.body.items).toHaveLength(COMMUNITY_PAGE_SIZE.max);
      const rest = await request(app).get(COMMUNITY_PATHS.events({ limit: 500, cursor: asked.body.nextCursor }));
      expect(rest.body.items).toHaveLength(14);
      expect(new Set([...titles(asked.body), ...titles(rest.body)]).size).toBe(64);
      expect(titles(rest.body).at(-1)).toBe('Last Month Meetup');
      const byDefault = await request(app).get(COMMUNITY_PATHS.events());
      expect(byDefault.body.items).toHaveLength(20);
    });

    it('walks every event once, upcoming then past and cancelled, while events are added between pages', async () => {
      const database = app.get(DataSource);
      await database.query(
        `INSERT INTO "community"."events" ("title", "type", "category", "start_date", "status")
         SELECT 'Walk event ' || n, 'tech', 'workshop', now() + make_interval(days => n - 20), CASE WHEN n % 7 = 0 THEN 'cancelled' ELSE 'upcoming' END
         FROM generate_series(1, 40) AS n`,
      );
      // Two past events at the same moment: the id orders them.
      await database.query(
        `INSERT INTO "community"."events" ("title", "type", "category", "start_date") SELECT 'Twin ' || n, 'tech', 'workshop', timestamptz '2026-01-01 10:00:00.123456Z' FROM generate_series(1, 2) AS n`,
      );
      const before: Array<{ id: number }> = await database.query(`SELECT id FROM "community"."events"`);
      const seen: number[] = [];
      const walked: CommunityEvent[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const response = await request(app).get(COMMUNITY_PATHS.events({ limit: 7, cursor }));
        expect(response.status).toBe(200);
        walked.push(...response.body.items);
        seen.push(...response.body.items.map((event: CommunityEvent) => event.id));
        await database.query(
          `INSERT INTO "community"."events" ("title", "type", "category", "start_date") VALUES ('Added soon', 'tech', 'workshop', now() + interval '1 hour'), ('Added past', 'tech', 'workshop', now() - interval '400 days')`,
        );
        cursor = response.body.nextCursor ?? undefined;
        if (!cursor) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const beforeIds = before.map(({ id }) => id);
      expect(beforeIds.filter((id) => !seen.includes(id))).toEqual([]);
      const firstPast = walked.findIndex((event) => event.status === 'cancelled' || Date.parse(event.startDate) <= Date.now());
      const upcoming = walked.slice(0, firstPast);
      const past = walked.slice(firstPast);
      expect(upcoming.every((event) => event.status === 'upcoming' && Date.parse(event.startDate) > Date.now())).toBe(true);
      expect(upcoming.map((event) => event.startDate)).toEqual([...upcoming.map((event) => event.startDate)].sort());
      expect(past.map((event) => event.startDate)).toEqual([...past.map((event) => event.startDate)].sort().reverse());
      expect(past.filter((event) => event.status === 'cancelled')).toHaveLength(5);
      const twins = walked.filter((event) => event.title.startsWith('Twin '));
      expect(twins.map((event) => event.title)).toEqual(['Twin 2', 'Twin 1']);
    });

    it('400 for a cursor of another list, naming the field', async () => {
      const ideasCursor = Buffer.from(JSON.stringify(['2026-11-28T00:00:00.000000Z', 4])).toString('base64url');
      const wrongPart = Buffer.from(JSON.stringify([2, '2026-11-28T00:00:00.000000Z', 4])).toString('base64url');
      for (const cursor of [ideasCursor, wrongPart]) {
        const response = await request(app).get(COMMUNITY_PATHS.events({ cursor }));
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, message: 'cursor must be the nextCursor of a previous page' });
      }
    });
  });

  describe('GET /api/events/{id}', () => {
    it('404 for an unknown or malformed id', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await request(app).get(`/api/events/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Event not found' });
      }
    });

    it('answers the event with every field, for a visitor', async () => {
      const event = await create(organizer, { agenda: undefined });
      const response = await request(app).get(COMMUNITY_PATHS.event(event.id));
      expect(response.status).toBe(200);
      expect(response.body).toEqual(event);
    });
  });

  describe('POST /api/events', () => {
    it('401 signed out', async () => {
      const response = await request(app).post(COMMUNITY_PATHS.events()).send(newEvent());
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it.each([
      ['a short title', { title: 'Hi' }, 'title must be longer than or equal to 3 characters'],
      ['an unknown type', { type: 'party' }, `type must be one of the following values: ${EVENT_TYPES.join(', ')}`],
      ['a start in the past', { startDate: '2020-01-01T10:00:00Z' }, 'startDate must be in the future'],
      ['an end before the start', { endDate: '2020-01-01T10:00:00Z' }, 'endDate must not be before startDate'],
      ['a non-http link', { virtualLink: 'javascript:alert(1)' }, 'virtualLink must be an http(s) URL'],
      ['zero seats', { maxAttendees: 0 }, 'maxAttendees must not be less than 1'],
      ['a price that is not an amount', { price: 'free' }, 'price must be an amount such as 0.00 or 25.00'],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }, 'tags must contain no more than 10 elements'],
      ['isVirtual sent as null', { isVirtual: null }, 'isVirtual should not be null'],
    ])('400 for %s', async (_case, fields, message) => {
      const response = await as(request(app).post(COMMUNITY_PATHS.events()), organizer).send(newEvent(fields));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });

    it('creates the event with the spec defaults, organized by the caller under their name', async () => {
      const event = await create(organizer, { price: undefined, tags: undefined, benefits: undefined, maxAttendees: undefined });
      expect(event).toMatchObject({
        title: 'Pitch Practice Evening',
        organizerId: organizer.id,
        organizerName: 'Olivia Organizer',
        organizerEmail: null,
        isVirtual: false,
        currentAttendees: 0,
        maxAttendees: null,
        price: '0.00',
        status: 'upcoming',
        tags: [],
        benefits: [],
        agenda: [],
        speakers: [],
      });
    });
  });

  describe('PATCH /api/events/{id}', () => {
    let event: CommunityEvent;

    beforeAll(async () => {
      event = await create(organizer);
    });

    it('401 signed out', async () => {
      expect((await request(app).patch(COMMUNITY_PATHS.event(event.id)).send({ title: 'Changed' })).status).toBe(401);
    });

    it("404 for someone else's event, which stays as it was", async () => {
      const response = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), other).send({ status: 'cancelled' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Event not found' });
      expect((await request(app).get(COMMUNITY_PATHS.event(event.id))).body.status).toBe('upcoming');
    });

    it('400 for a bad field', async () => {
      const response = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send({ status: 'finished' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'status must be one of the following values: upcoming, cancelled' });
    });

    it('400 for a required field sent as null, and the event stays as it was', async () => {
      for (const [field, message] of [
        ['title', 'title must be a string'],
        ['type', 'type must be one of the following values: ' + EVENT_TYPES.join(', ')],
        ['isVirtual', 'isVirtual should not be null'],
        ['price', 'price should not be null'],
        ['tags', 'tags should not be null'],
        ['benefits', 'benefits should not be null'],
        ['status', 'status should not be null'],
      ]) {
        const response = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send({ [field]: null });
        expect({ field, body: response.body }).toEqual({ field, body: { statusCode: 400, message } });
      }
      expect((await request(app).get(COMMUNITY_PATHS.event(event.id))).body).toMatchObject({ title: event.title, type: event.type, isVirtual: event.isVirtual, price: event.price, tags: event.tags, status: 'upcoming' });
    });

    it('409 for fewer seats than founders registered', async () => {
      await as(request(app).post(COMMUNITY_PATHS.eventRegistration(event.id)), other).expect(201);
      await as(request(app).post(COMMUNITY_PATHS.eventRegistration(event.id)), organizer).expect(201);
      const response = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send({ maxAttendees: 1 });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'maxAttendees cannot be lower than the number of founders already registered' });
    });

    it('edits and cancels the organizer’s own event', async () => {
      const edited = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send({ title: 'Pitch Practice, Round Two', maxAttendees: 2 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Pitch Practice, Round Two', maxAttendees: 2, currentAttendees: 2 });
      const cancelled = await as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send({ status: 'cancelled' });
      expect(cancelled.body.status).toBe('cancelled');
      expect((await request(app).get(COMMUNITY_PATHS.event(event.id))).body.status).toBe('cancelled');
    });
  });

  describe('registrants are told of a change or a cancellation (auth mails them)', () => {
    it('tells every registrant but the organizer what changed, before and after; a new description tells no one', async () => {
      const event = await create(organizer, { title: 'Founder Breakfast', startDate: '2031-03-04T08:00:00.000Z', location: 'Lisbon' });
      const [rex, ria] = [await auth.founder('Rex Registrant'), await auth.founder('Ria Registrant')];
      for (const founder of [rex, ria, organizer]) await as(request(app).post(COMMUNITY_PATHS.eventRegistration(event.id)), founder).expect(201);
      const patch = (body: object) => as(request(app).patch(COMMUNITY_PATHS.event(event.id)), organizer).send(body).expect(200);

      await patch({ description: 'Now with pastries.' });
      await patch({ startDate: '2031-03-05T08:00:00.000Z', location: 'Porto' });
      const changes = [
        { field: 'time', before: '2031-03-04 08:00 UTC', after: '2031-03-05 08:00 UTC' },
        { field: 'place', before: 'Lisbon', after: 'Porto' },
      ];
      for (const founder of [rex, ria]) {
        expect(await auth.notificationFor(founder.id, 'eventChanged')).toEqual({ userId: founder.id, kind: 'eventChanged', eventId: event.id, eventTitle: 'Founder Breakfast', cancelled: false, changes });
      }

      await patch({ status: 'cancelled' });
      for (const founder of [rex, ria]) {
        expect(await auth.notificationFor(founder.id, 'eventChanged')).toEqual({ userId: founder.id, kind: 'eventChanged', eventId: event.id, eventTitle: 'Founder Breakfast', cancelled: true, changes: [] });
      }
      // Two notices each (the description changed nothing a registrant relies on); none for the organizer.
      const told = auth.notifications.filter((notification) => notification.kind === 'eventChanged' && 'eventId' in notification && notification.eventId === event.id);
      expect(told.map(({ userId }) => userId).sort()).toEqual([rex.id, rex.id, ria.id, ria.id].sort());
    });
  });
});
