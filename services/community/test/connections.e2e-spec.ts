import { COMMUNITY_PATHS, COMMUNITY_PAGE_SIZE, CONNECTION_GREETING, type Connection } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { as, communityAppForSuite, type Founder } from './support/community-test-app';

describe('connections', () => {
  const suite = communityAppForSuite();

  const ask = (from: Founder, to: number, message: string | undefined = CONNECTION_GREETING) =>
    as(request(suite.app).post(COMMUNITY_PATHS.connections()), from).send({ receiverId: to, message });
  const answer = (id: number, by: Founder, status: string) => as(request(suite.app).patch(COMMUNITY_PATHS.connection(id)), by).send({ status });
  const withdraw = (id: number, by: Founder) => as(request(suite.app).delete(COMMUNITY_PATHS.connection(id)), by);
  const mine = async (founder: Founder) => (await as(request(suite.app).get(COMMUNITY_PATHS.connections()), founder)).body.items as Connection[];
  const pair = async () => [await suite.auth.founder('Ada Asker', `ada${Date.now()}${Math.random()}@example.com`), await suite.auth.founder('Rita Receiver')];

  describe('POST /api/networking/connections', () => {
    it('401 signed out', async () => {
      const response = await request(suite.app).post(COMMUNITY_PATHS.connections()).send({ receiverId: 1 });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
    });

    it('404 for a user that does not exist', async () => {
      const [ada] = await pair();
      const response = await ask(ada, 987654);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Founder not found' });
    });

    it('400 to oneself, and for a bad receiverId or message, naming the field', async () => {
      const [ada] = await pair();
      expect((await ask(ada, ada.id)).body).toEqual({ statusCode: 400, message: 'receiverId must be another founder: you cannot connect with yourself' });
      expect((await as(request(suite.app).post(COMMUNITY_PATHS.connections()), ada).send({ receiverId: 'two' })).body.message).toMatch(/^receiverId must/);
      expect((await ask(ada, 5, 'x'.repeat(501))).body).toEqual({ statusCode: 400, message: 'message must be shorter than or equal to 500 characters' });
    });

    it('409 when already asked or connected, in either direction', async () => {
      const [ada, rita] = await pair();
      await ask(ada, rita.id).expect(201);
      const again = await ask(ada, rita.id);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'You are already connected or have a pending request with this founder' });
      expect((await ask(rita, ada.id)).status).toBe(409);
      const [first] = await mine(rita);
      await answer(first.id, rita, 'accepted').expect(200);
      expect((await ask(rita, ada.id)).status).toBe(409);
    });

    it('409 for one of two requests racing each other across the pair', async () => {
      const [ada, rita] = await pair();
      const statuses = (await Promise.all([ask(ada, rita.id), ask(rita, ada.id), ask(ada, rita.id)])).map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('creates a pending request with the greeting, seen by both sides', async () => {
      const [ada, rita] = await pair();
      const response = await ask(ada, rita.id);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        status: 'pending',
        direction: 'sent',
        user: { id: rita.id, name: 'Rita Receiver', email: null, avatar: null },
        message: CONNECTION_GREETING,
        connectionDate: null,
      });
      expect(await mine(rita)).toEqual([{ ...response.body, direction: 'received', user: { id: ada.id, name: 'Ada Asker', email: null, avatar: null } }]);
    });
  });

  describe('PATCH /api/networking/connections/{id}', () => {
    it('401 signed out', async () => {
      expect((await request(suite.app).patch(COMMUNITY_PATHS.connection(1)).send({ status: 'accepted' })).status).toBe(401);
    });

    it('404 for anyone but the receiver: the requester and a third founder', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      const mallory = await suite.auth.founder('Mallory');
      for (const founder of [ada, mallory]) {
        const response = await answer(request_.body.id, founder, 'accepted');
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: 'Connection not found' });
      }
      expect((await mine(rita))[0].status).toBe('pending');
    });

    it('400 for a status other than accepted or declined', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      const response = await answer(request_.body.id, rita, 'pending');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'status must be one of the following values: accepted, declined' });
    });

    it('409 for a request already answered', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      await answer(request_.body.id, rita, 'accepted').expect(200);
      const response = await answer(request_.body.id, rita, 'declined');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This request has already been answered' });
    });

    it('accepts: both see the connection with its date and each other’s email', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      const response = await answer(request_.body.id, rita, 'accepted');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'accepted', direction: 'received', user: { id: ada.id, email: ada.email } });
      expect(Date.parse(response.body.connectionDate)).toBeGreaterThan(Date.now() - 60_000);
      expect((await mine(ada))[0]).toMatchObject({ status: 'accepted', direction: 'sent', user: { id: rita.id, email: rita.email } });
    });

    it('declines: the request is gone, and may be asked again later', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      const response = await answer(request_.body.id, rita, 'declined');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: request_.body.id, status: 'declined' });
      expect(await mine(ada)).toEqual([]);
      expect(await mine(rita)).toEqual([]);
      await ask(ada, rita.id).expect(201);
    });
  });

  describe('notifications (auth mails them: services/auth/test/notifications.e2e-spec.ts)', () => {
    it('tells auth of a request, for the receiver, and of its acceptance, for the requester', async () => {
      const [ada, rita] = await pair();
      const created = await ask(ada, rita.id, 'Shall we talk pricing?');
      expect(created.status).toBe(201);
      expect(await suite.auth.notificationFor(rita.id, 'connectionRequest')).toEqual({ userId: rita.id, kind: 'connectionRequest', requesterId: ada.id, message: 'Shall we talk pricing?' });
      await answer(created.body.id, rita, 'accepted').expect(200);
      expect(await suite.auth.notificationFor(ada.id, 'connectionAccepted')).toEqual({ userId: ada.id, kind: 'connectionAccepted', receiverId: rita.id });
    });

    it('a declined request tells no one', async () => {
      const [ada, rita] = await pair();
      const created = await ask(ada, rita.id);
      await suite.auth.notificationFor(rita.id, 'connectionRequest');
      await answer(created.body.id, rita, 'declined').expect(200);
      // A later request from another founder to Ada arrives; no acceptance for Ada came before it.
      const tom = await suite.auth.founder('Tom Third');
      await ask(tom, ada.id).expect(201);
      await suite.auth.notificationFor(ada.id, 'connectionRequest');
      expect(suite.auth.notifications.filter((notification) => notification.userId === ada.id).map(({ kind }) => kind)).toEqual(['connectionRequest']);
    });

    it('answers the request at once while auth is down, and hands the notification over when it is back', async () => {
      const [ada, rita] = await pair();
      suite.auth.refuseNotifications(1);
      const refusedBefore = suite.auth.refusedNotifications;
      expect((await ask(ada, rita.id)).status).toBe(201);
      expect(await suite.auth.notificationFor(rita.id, 'connectionRequest')).toMatchObject({ requesterId: ada.id });
      expect(suite.auth.refusedNotifications).toBe(refusedBefore + 1);
    });
  });

  describe('DELETE /api/networking/connections/{id} (withdraw)', () => {
    it('401 signed out', async () => {
      expect((await request(suite.app).delete(COMMUNITY_PATHS.connection(1))).status).toBe(401);
    });

    it('404 for anyone but the requester', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      const response = await withdraw(request_.body.id, rita);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Connection not found' });
    });

    it('409 once accepted', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      await answer(request_.body.id, rita, 'accepted').expect(200);
      expect((await withdraw(request_.body.id, ada)).body).toEqual({ statusCode: 409, message: 'Only a pending request can be withdrawn' });
    });

    it('withdraws a pending request', async () => {
      const [ada, rita] = await pair();
      const request_ = await ask(ada, rita.id);
      await withdraw(request_.body.id, ada).expect(204);
      expect(await mine(rita)).toEqual([]);
    });
  });

  describe('GET /api/networking/connections', () => {
    it('401 signed out', async () => {
      expect((await request(suite.app).get(COMMUNITY_PATHS.connections())).status).toBe(401);
    });

    it("lists only the caller's, newest first, the maximum page size to whoever asks for more, and the next page by the cursor", async () => {
      const hub = await suite.auth.founder('Hub Founder');
      const others = await Promise.all(Array.from({ length: 3 }, (_, index) => suite.auth.founder(`Other ${index}`)));
      for (const other of others) await ask(other, hub.id).expect(201);
      const list = await as(request(suite.app).get(COMMUNITY_PATHS.connections()), hub);
      expect(list.body.items.map((connection: Connection) => connection.user.name)).toEqual(['Other 2', 'Other 1', 'Other 0']);
      expect(list.body.nextCursor).toBeNull();
      await suite.app.get(DataSource).query(
        `INSERT INTO "community"."connections" ("requester_id", "receiver_id") SELECT 7000 + n, $1 FROM generate_series(1, 60) AS n`,
        [hub.id],
      );
      const asked = await as(request(suite.app).get(COMMUNITY_PATHS.connections({ limit: 100 })), hub);
      expect(asked.body.items).toHaveLength(COMMUNITY_PAGE_SIZE.max);
      expect((await as(request(suite.app).get(COMMUNITY_PATHS.connections()), hub)).body.items).toHaveLength(COMMUNITY_PAGE_SIZE.default);
      const next = await as(request(suite.app).get(COMMUNITY_PATHS.connections({ limit: 100, cursor: asked.body.nextCursor })), hub);
      expect(next.body.items).toHaveLength(13);
      expect(next.body.nextCursor).toBeNull();
      const ids = [...asked.body.items, ...next.body.items].map((connection: Connection) => connection.id);
      expect(new Set(ids).size).toBe(63);
    });

    it('merges the ones the founder asked and the ones they were asked, newest change first, page by page', async () => {
      const founder = await suite.auth.founder('Merge Founder');
      const database = suite.app.get(DataSource);
      // Sent and received alternate in time: 6 hours ago a sent one, 5 hours ago a received one, ...
      const rows: Array<{ id: number }> = await database.query(
        `INSERT INTO "community"."connections" ("requester_id", "receiver_id", "updated_at")
         SELECT CASE WHEN n % 2 = 0 THEN $1 ELSE 8000 + n END, CASE WHEN n % 2 = 0 THEN 8000 + n ELSE $1 END, now() - make_interval(hours => 10 - n)
         FROM generate_series(1, 6) AS n RETURNING id`,
        [founder.id],
      );
      const newestFirst = rows.map((row) => row.id).reverse();
      const seen: Array<[number, string]> = [];
      let cursor: string | undefined;
      do {
        const page = await as(request(suite.app).get(COMMUNITY_PATHS.connections({ limit: 1, cursor })), founder).expect(200);
        seen.push(...page.body.items.map((connection: Connection) => [connection.id, connection.direction] as [number, string]));
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(newestFirst.map((id, index) => [id, index % 2 === 0 ? 'sent' : 'received']));
    });
  });
});
