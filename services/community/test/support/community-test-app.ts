import type { INestApplication } from '@nestjs/common';
import { INTERNAL_NOTIFICATIONS_PATH, INTERNAL_USERS_PATH, type InternalNotification, type UserSummary } from '@founder/contracts';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, internalToken, signIdentity, signingKeyFromEnvironment } from '@founder/identity';
import { createTestApp, resetDatabase, TEST_ASSERTION_TTL_SECONDS } from '@founder/server-kit/testing';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { AppModule } from '../../src/app.module';

/**
 * Auth at the network edge: a real HTTP server answering GET /internal/users as auth does
 * (services/auth/test/internal-users.e2e-spec.ts holds auth to that contract), from a list of
 * users the test adds. It counts its calls, so tests can see the cache at work. It takes
 * POST /internal/notifications as auth does (services/auth/test/notifications.e2e-spec.ts) and
 * keeps what it was told; `refuseNotifications(n)` answers the next n with 503, as an auth that is down.
 */
export class AuthStub {
  readonly users = new Map<number, UserSummary>();
  calls = 0;
  readonly notifications: InternalNotification[] = [];
  refusedNotifications = 0;
  private readonly taken = new Set<InternalNotification>();
  private toRefuse = 0;
  private readonly waiting: { matches: (notification: InternalNotification) => boolean; resolve: (notification: InternalNotification) => void }[] = [];
  private lastId = 100;

  private server!: Server;
  url = '';

  static async start(): Promise<AuthStub> {
    const token = internalToken(process.env['IDENTITY_SECRET']!);
    const stub = new AuthStub();
    stub.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stub');
      if (request.method === 'POST' && url.pathname === INTERNAL_NOTIFICATIONS_PATH && request.headers[INTERNAL_TOKEN_HEADER] === token) {
        stub.takeNotification(request, response);
        return;
      }
      if (url.pathname !== INTERNAL_USERS_PATH || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401,"message":"Invalid internal token"}');
        return;
      }
      stub.calls += 1;
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const found = ids.flatMap((id) => (stub.users.has(id) ? [stub.users.get(id)!] : []));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    });
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
    return stub;
  }

  private takeNotification(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (this.toRefuse > 0) {
        this.toRefuse -= 1;
        this.refusedNotifications += 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503,"message":"The database is unavailable."}');
        return;
      }
      const notification = JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalNotification;
      this.notifications.push(notification);
      const waiter = this.waiting.find((entry) => entry.matches(notification));
      if (waiter) {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        this.taken.add(notification);
        waiter.resolve(notification);
      }
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"outcome":"queued"}');
    });
  }

  /** The next notification for `userId` of `kind` not yet taken: already received or still to come. */
  notificationFor(userId: number, kind: InternalNotification['kind']): Promise<InternalNotification> {
    const matches = (notification: InternalNotification) => notification.userId === userId && notification.kind === kind;
    const ready = this.notifications.find((notification) => matches(notification) && !this.taken.has(notification));
    if (ready) {
      this.taken.add(ready);
      return Promise.resolve(ready);
    }
    return new Promise((resolve) => this.waiting.push({ matches, resolve }));
  }

  refuseNotifications(count: number): void {
    this.toRefuse += count;
  }

  /** A new account, signed in: the assertion the gateway would forward for it. */
  async founder(name: string, email = `${name.toLowerCase().replace(/\W+/g, '.')}.${this.lastId + 1}@example.com`): Promise<Founder> {
    const id = ++this.lastId;
    this.users.set(id, { id, name, email, avatar: null });
    const assertion = await signIdentity({ userId: id, sessionId: randomUUID(), email }, signingKeyFromEnvironment(), TEST_ASSERTION_TTL_SECONDS);
    return { id, name, email, assertion };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface Founder {
  id: number;
  name: string;
  email: string;
  assertion: string;
}

/** The community app as production builds it, asking the stub for users, on an emptied database. */
export async function createCommunityTestApp(auth: AuthStub, env: Record<string, string> = {}): Promise<INestApplication> {
  Object.assign(process.env, { AUTH_URL: auth.url, USER_CACHE_MS: '0', NOTIFY_RETRY_DELAY_SECONDS: '1', ...env });
  const app = await createTestApp(AppModule, 'fastify', 'community');
  await resetDatabase(app);
  return app;
}

/** A suite's community app and the auth stub it asks: started before the suite's tests, closed after them. */
export function communityAppForSuite(): { readonly app: INestApplication; readonly auth: AuthStub } {
  const suite = {} as { app: INestApplication; auth: AuthStub };
  beforeAll(async () => {
    suite.auth = await AuthStub.start();
    suite.app = await createCommunityTestApp(suite.auth);
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.auth.close();
  });
  return suite;
}

/** Sends the request as the founder (the gateway's identity assertion). */
export function as(test: Test, founder: Founder): Test {
  return test.set(IDENTITY_HEADER, founder.assertion);
}

/** A valid event a founder may create: a week from now. */
export function newEvent(fields: Record<string, unknown> = {}) {
  return {
    title: 'Pitch Practice Evening',
    description: 'Practise your pitch in front of other founders and get feedback.',
    type: 'startup',
    category: 'pitch_competition',
    startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    location: 'Lisbon, Portugal',
    maxAttendees: 30,
    tags: ['Pitching'],
    benefits: ['Feedback from founders'],
    ...fields,
  };
}
