import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { WaitlistEntry } from '../src/waitlist/waitlist-entry.entity';
import { createAuthTestApp, freshAddress } from './auth-test-app';

describe('waitlist', () => {
  let app: INestApplication;
  const storedCount = () => app.get(DataSource).getRepository(WaitlistEntry).count();

  beforeAll(async () => {
    // These cases all come from one address; the per-client limit has its own test below.
    app = await createAuthTestApp({ AUTH_IP_RATE_LIMIT: '1000' });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/waitlist', () => {
    const valid = { email: 'grace@example.com', name: 'Grace Hopper' };

    describe('rejects bad input with 400 naming the field, storing nothing', () => {
      afterEach(async () => {
        expect(await storedCount()).toBe(0);
      });

      it.each([
        ['name holds a NUL character', { email: 'n@a.example', name: 'a\u0000b' }, 'name contains a character that cannot be stored (NUL or an unpaired surrogate)'],
        ['metadata holds a NUL character', { email: 'n@a.example', name: 'Nul', metadata: { plan: 'x\u0000' } }, 'metadata.plan contains a character that cannot be stored (NUL or an unpaired surrogate)'],
        ['email is missing', { name: 'Grace' }, 'email should not be empty'],
        ['email is blank', { email: '   ', name: 'Grace' }, 'email should not be empty'],
        ['email is malformed', { email: 'grace@', name: 'Grace' }, 'email must be an email'],
        ['email is not a string', { email: 42, name: 'Grace' }, 'email must be a string'],
        ['name is missing', { email: 'grace@example.com' }, 'name should not be empty'],
        ['name is only spaces', { email: 'grace@example.com', name: '   ' }, 'name should not be empty'],
        ['a field is unknown', { ...valid, role: 'admin' }, 'property role should not exist'],
        ['earlyAccess is sent', { ...valid, earlyAccess: true }, 'property earlyAccess should not exist'],
        ['metadata is not an object', { ...valid, metadata: 'vip' }, 'metadata must be an object'],
        ['source is blank', { ...valid, source: '' }, 'source should not be empty'],
        ['metadata is over 4096 bytes of JSON', { ...valid, metadata: { note: 'x'.repeat(4090) } }, 'metadata must be at most 4096 bytes of JSON'],
        ['metadata is nested over 5 levels', { ...valid, metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } }, 'metadata must be nested at most 5 levels deep'],
      ])('when %s', async (_case, body, message) => {
        const response = await request(app).post('/api/waitlist').send(body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, message });
      });

      it.each([
        ['email', 255, `${'e'.repeat(244)}@example.com`],
        ['name', 255, 'n'.repeat(256)],
        ['walletAddress', 42, `0x${'a'.repeat(41)}`],
        ['googleId', 255, 'g'.repeat(256)],
        ['source', 50, 's'.repeat(51)],
        ['referralCode', 20, 'r'.repeat(21)],
        ['referredBy', 20, 'b'.repeat(21)],
      ])('when %s is longer than %i characters', async (field, limit, value) => {
        const response = await request(app)
          .post('/api/waitlist')
          .send({ ...valid, [field]: value });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, message: `${field} must be shorter than or equal to ${limit} characters` });
      });

      it('names every bad field at once', async () => {
        const response = await request(app).post('/api/waitlist').send({ email: 'nope', referralCode: 'r'.repeat(21) });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: 'email must be an email; name should not be empty; referralCode must be shorter than or equal to 20 characters',
        });
      });

      it('when the JSON is malformed', async () => {
        const response = await request(app).post('/api/waitlist').set('content-type', 'application/json').send('{"email": ');
        expect(response.status).toBe(400);
        expect(Object.keys(response.body).sort()).toEqual(['message', 'statusCode']);
        expect(response.body.statusCode).toBe(400);
        expect(response.body.message).toMatch(/JSON/);
      });

      it('answers 413 when the body is over 1 MiB', async () => {
        const response = await request(app)
          .post('/api/waitlist')
          .send({ ...valid, metadata: { note: 'x'.repeat(1024 * 1024) } });
        expect(response.status).toBe(413);
        expect(response.body).toEqual({ statusCode: 413, message: 'Request body is larger than 1 MB' });
      });
    });

    it('stores a sign-up with the defaults and returns it with 201', async () => {
      const response = await request(app).post('/api/waitlist').send({ email: '  Grace@Example.COM ', name: '  Grace Hopper ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        email: 'grace@example.com',
        name: 'Grace Hopper',
        walletAddress: null,
        googleId: null,
        source: 'email',
        earlyAccess: false,
        referralCode: null,
        referredBy: null,
        metadata: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const stored = await app.get(DataSource).getRepository(WaitlistEntry).findOneByOrFail({ id: response.body.id });
      expect(stored).toMatchObject({ email: 'grace@example.com', source: 'email', earlyAccess: false });
    });

    it('stores every optional field, up to its limit', async () => {
      const signup = {
        email: 'ada@example.com',
        name: 'A'.repeat(255),
        walletAddress: `0x${'b'.repeat(40)}`,
        googleId: 'google-123',
        source: 'landing',
        referralCode: 'R'.repeat(20),
        referredBy: 'FRIEND-1',
        metadata: { utm: { campaign: 'launch' }, tags: ['a', 'b'] },
      };
      const response = await request(app).post('/api/waitlist').send(signup);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ ...signup, earlyAccess: false });
    });

    it('refuses an email already on the waitlist, whatever its case, with 409', async () => {
      const before = await storedCount();
      const response = await request(app).post('/api/waitlist').send({ email: 'GRACE@example.com', name: 'Another Grace' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This email is already on the waitlist' });
      expect(await storedCount()).toBe(before);
    });

    it('refuses a wallet address already on the waitlist with 409', async () => {
      const response = await request(app)
        .post('/api/waitlist')
        .send({ email: 'someone@example.com', name: 'Someone', walletAddress: `0x${'b'.repeat(40)}` });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, message: 'This wallet address is already on the waitlist' });
    });

    it('lets only one of two simultaneous sign-ups with one email through', async () => {
      const signup = { email: 'race@example.com', name: 'Racer' };
      const statuses = await Promise.all([1, 2, 3].map(() => request(app).post('/api/waitlist').send(signup).then((r) => r.status)));
      expect(statuses.sort()).toEqual([201, 409, 409]);
    });
  });

  describe('GET /api/waitlist/count', () => {
    it('counts the sign-ups, ignoring the registered query', async () => {
      const before = await request(app).get('/api/waitlist/count?registered=true');
      expect(before.status).toBe(200);
      expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
      expect(before.body).toEqual({ count: await storedCount() });

      await request(app).post('/api/waitlist').send({ email: 'new@example.com', name: 'New' }).expect(201);

      const after = await request(app).get('/api/waitlist/count');
      expect(after.body).toEqual({ count: before.body.count + 1 });
    });
  });

  describe('per-client rate limit', () => {
    let limited: INestApplication;

    beforeAll(async () => {
      limited = await createAuthTestApp();
    });

    afterAll(async () => {
      await limited.close();
    });

    it('answers 429 after 10 sign-ups from one client in an hour; another client still joins', async () => {
      const address = freshAddress();
      const join = (email: string, from = address) => request(limited).post('/api/waitlist').set('x-forwarded-for', from).send({ email, name: 'Flood' });
      for (let i = 0; i < 10; i += 1) expect((await join(`flood-${i}@example.com`)).status).toBe(201);
      const refused = await join('flood-10@example.com');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
      expect((await join('elsewhere@example.com', freshAddress())).status).toBe(201);
    });
  });
});
