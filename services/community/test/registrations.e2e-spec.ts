import type { INestApplication } from '@nestjs/common';
import { COMMUNITY_PATHS, COMMUNITY_PAGE_SIZE, type CommunityEvent } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, AuthStub, createCommunityTestApp, newEvent, type Founder } from './support/community-test-app';

describe('event registration', () => {
  let app: INestApplication;
  let auth: AuthStub;
  let organizer: Founder;
  let ada: Founder;
  let bob: Founder;

  beforeAll(async () => {
    auth = await AuthStub.start();
    app = await createCommunityTestApp(auth);
    organizer = await auth.founder('Olivia Organizer');
    ada = await auth.founder('Ada Founder');
    bob = await auth.founder('Bob Builder');
  });

  afterAll(async () => {
    await app.close();
    await auth.close();
  });

  const createEvent = async (fields: Record<string, unknown> = {}) => {
    const response = await as(request(app).post(COMMUNITY_PATHS.events()), organizer).send(newEvent(fields));
    expect(response.status).toBe(201);
    return response.body as CommunityEvent;
  };
  const register = (eventId: number, founder: Founder) => as(request(app).post(COMMUNITY_PATHS.eventRegistration(eventId)), founder);
  const unregister = (eventId: number, founder: Founder) => as(request(app).delete(COMMUNITY_PATHS.eventRegistration(eventId)), founder);
  const stored = async (eventId: number) => {
    const [row] = await app.get(DataSource).query(
      `SELECT e."current_attendees" AS "currentAttendees",
              (SELECT count(*)::int FROM "community"."event_registrations" r WHERE r."event_id" = e."id" AND r."status" = 'registered') AS "active"
         FROM "community"."events" e WHERE e."id" = $1`,
      [eventId],
    );
    return row as { currentAttendees: number; active: number };
  };

  describe('POST /api/events/{id}/register', () => {
    it('401 signed out', async () => {
      const event = await createEvent();
      const response = await request(app).post(COMMUNITY_PATHS.eventRegistration(event.id));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('404 for an event that does not exist', async () => {
      const response = await register(999999, ada);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Event not found' });
    });

    it('409 the second time', async () => {
      const event = await createEvent();
      await register(event.id, ada).expect(201);
      const response = await register(event.id, ada);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'You are already registered for this event' });
      expect(await stored(event.id)).toEqual({ currentAttendees: 1, active: 1 });
    });

    it('409 when the event is full, with a clear message', async () => {
      const event = await createEvent({ maxAttendees: 1 });
      await register(event.id, ada).expect(201);
      const response = await register(event.id, bob);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This event is full: all seats are taken' });
    });

    it('409 for a cancelled event and for a past one', async () => {
      const cancelled = await createEvent();
      await as(request(app).patch(COMMUNITY_PATHS.event(cancelled.id)), organizer).send({ status: 'cancelled' }).expect(200);
      expect((await register(cancelled.id, ada)).body).toEqual({ statusCode: 409, message: 'This event has been cancelled' });
      const past = await createEvent();
      await app.get(DataSource).query(`UPDATE "community"."events" SET "start_date" = now() - interval '1 hour' WHERE "id" = $1`, [past.id]);
      const response = await register(past.id, ada);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This event has already taken place' });
    });

    it('201 with the registration, and the seat counted', async () => {
      const event = await createEvent({ maxAttendees: 5 });
      const response = await register(event.id, bob);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ eventId: event.id, userId: bob.id, status: 'registered', notes: null });
      expect((await request(app).get(COMMUNITY_PATHS.event(event.id))).body.currentAttendees).toBe(1);
    });
  });

  describe('DELETE /api/events/{id}/register', () => {
    it('401 signed out', async () => {
      const event = await createEvent();
      expect((await request(app).delete(COMMUNITY_PATHS.eventRegistration(event.id))).status).toBe(401);
    });

    it("404 without a registration of one's own (another founder's does not count)", async () => {
      const event = await createEvent();
      await register(event.id, ada).expect(201);
      const response = await unregister(event.id, bob);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'You are not registered for this event' });
      expect(await stored(event.id)).toEqual({ currentAttendees: 1, active: 1 });
    });

    it('cancels the registration and frees the seat for the next founder', async () => {
      const event = await createEvent({ maxAttendees: 1 });
      await register(event.id, ada).expect(201);
      await register(event.id, bob).expect(409);
      const response = await unregister(event.id, ada);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ eventId: event.id, userId: ada.id, status: 'cancelled' });
      expect(await stored(event.id)).toEqual({ currentAttendees: 0, active: 0 });
      await register(event.id, bob).expect(201);
      await register(event.id, ada).expect(409);
    });
  });

  describe('GET /api/events/registrations', () => {
    it('401 signed out', async () => {
      expect((await request(app).get(COMMUNITY_PATHS.myRegistrations())).status).toBe(401);
    });

    it("lists the caller's active registrations with their events, soonest first, and nobody else's", async () => {
      const carol = await auth.founder('Carol Caller');
      const later = await createEvent({ title: 'Later Event', startDate: new Date(Date.now() + 20 * 86_400_000).toISOString() });
      const sooner = await createEvent({ title: 'Sooner Event', startDate: new Date(Date.now() + 2 * 86_400_000).toISOString() });
      const dropped = await createEvent({ title: 'Dropped Event' });
      for (const event of [later, sooner, dropped]) await register(event.id, carol).expect(201);
      await unregister(dropped.id, carol).expect(200);
      const response = await as(request(app).get(COMMUNITY_PATHS.myRegistrations()), carol);
      expect(response.status).toBe(200);
      expect(response.body.items.map((item: { event: CommunityEvent }) => item.event.title)).toEqual(['Sooner Event', 'Later Event']);
      expect(response.body.items.every((item: { userId: number; status: string }) => item.userId === carol.id && item.status === 'registered')).toBe(true);
      expect(response.body.nextCursor).toBeNull();
    });

    it('gives the maximum page size to whoever asks for more, and the next page by the cursor', async () => {
      const many = await auth.founder('Many Registrations');
      await app.get(DataSource).query(
        `WITH made AS (INSERT INTO "community"."events" ("title", "type", "category", "start_date")
           SELECT 'Bulk event ' || n, 'tech', 'workshop', now() + make_interval(days => 10 + n) FROM generate_series(1, 60) AS n RETURNING "id")
         INSERT INTO "community"."event_registrations" ("event_id", "user_id") SELECT "id", $1 FROM made`,
        [many.id],
      );
      const response = await as(request(app).get(COMMUNITY_PATHS.myRegistrations({ limit: 1000 })), many);
      expect(response.body.items).toHaveLength(COMMUNITY_PAGE_SIZE.max);
      const next = (await as(request(app).get(COMMUNITY_PATHS.myRegistrations({ limit: 1000, cursor: response.body.nextCursor })), many)).body;
      expect(next.items).toHaveLength(10);
      expect(next.nextCursor).toBeNull();
      const titles = [...response.body.items, ...next.items].map((item: { event: CommunityEvent }) => item.event.title);
      expect(titles[0]).toBe('Bulk event 1');
      expect(titles.at(-1)).toBe('Bulk event 60');
    });
  });

  describe('under concurrency', () => {
    it('never sells more than maxAttendees seats: 5N founders at once for N seats', async () => {
      const seats = 10;
      const attempts = 5 * seats;
      const event = await createEvent({ maxAttendees: seats });
      const founders = await Promise.all(Array.from({ length: attempts }, (_, index) => auth.founder(`Racer ${index}`)));
      const responses = await Promise.all(founders.map((founder) => register(event.id, founder)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(seats);
      expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - seats);
      expect(responses.filter((response) => response.status === 409).every((response) => response.body.message === 'This event is full: all seats are taken')).toBe(true);
      expect(await stored(event.id)).toEqual({ currentAttendees: seats, active: seats });

      // Half of them leave and 5N try again at once: the count still equals the active rows.
      const winners = founders.filter((_, index) => statuses[index] === 201);
      await Promise.all([
        ...winners.slice(0, seats / 2).map((founder) => unregister(event.id, founder)),
        ...founders.map((founder) => register(event.id, founder)),
      ]);
      const after = await stored(event.id);
      expect(after.currentAttendees).toBe(after.active);
      expect(after.active).toBeLessThanOrEqual(seats);
    });
  });
});
