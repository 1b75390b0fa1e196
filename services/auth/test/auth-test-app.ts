import type { INestApplication } from '@nestjs/common';
import { SESSION_COOKIE, signIdentity, signingKeyFromEnvironment } from '@founder/identity';
import { createTestApp, request, resetDatabase, TEST_ASSERTION_TTL_SECONDS } from '@founder/server-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { DEVICE_COOKIE } from '../src/domain/device-cookie';
import { SessionsService } from '../src/sessions/sessions.service';
import { User } from '../src/users/user.entity';

/**
 * The auth app as production builds it (Express), on a database emptied for the suite. `env` is
 * applied while the app reads its environment (e.g. Google settings, AUTH_IP_RATE_LIMIT).
 */
export async function createAuthTestApp(env: Record<string, string | undefined> = {}): Promise<INestApplication> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    const app = await createTestApp(AppModule, 'express', 'auth');
    await resetDatabase(app);
    return app;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Inserts a user directly (for states the API cannot produce, e.g. a wallet or a stored hash). */
export function insertUser(app: INestApplication, fields: Partial<User> = {}): Promise<User> {
  const users = app.get(DataSource).getRepository(User);
  return users.save(users.create({ email: 'ada@example.com', name: 'Ada Lovelace', username: 'ada', password: 'not-a-real-hash', ...fields }));
}

export function findUser(app: INestApplication, email: string): Promise<User | null> {
  return app.get(DataSource).getRepository(User).createQueryBuilder('account').where('lower(account.email) = lower(:email)', { email }).getOne();
}

/** A signed-in user: a live session and the assertion the gateway would forward for it. */
export async function signIn(app: INestApplication, user: User, ttlSeconds = TEST_ASSERTION_TTL_SECONDS) {
  const { token, session } = await app.get(SessionsService).createSession(user.id);
  const assertion = await signIdentity({ userId: user.id, sessionId: session.id, email: user.email }, signingKeyFromEnvironment(), ttlSeconds);
  return { token, session, assertion };
}

/** The assertion the gateway would forward for this session cookie, or null when it is not live. */
export async function assertionForCookie(app: INestApplication, token: string): Promise<string | null> {
  const session = await app.get(SessionsService).findLiveByToken(token);
  if (!session) return null;
  return signIdentity({ userId: session.userId, sessionId: session.id, email: session.user?.email ?? null }, signingKeyFromEnvironment(), TEST_ASSERTION_TTL_SECONDS);
}

export function identitySecret(): string {
  return process.env['IDENTITY_SECRET']!;
}

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased (httponly, samesite, path, max-age, expires, secure) with their values. */
  attributes: Record<string, string>;
}

/** The cookies a response sets, parsed. */
export function setCookies(response: { headers: Record<string, unknown> }): SetCookie[] {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return lines.map((line) => {
    const [pair, ...attributeParts] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributes = Object.fromEntries(
      attributeParts.map((part) => {
        const equals = part.indexOf('=');
        return equals < 0 ? [part.toLowerCase(), ''] : [part.slice(0, equals).toLowerCase(), part.slice(equals + 1)];
      }),
    );
    return { name: pair.slice(0, separator), value: decodeURIComponent(pair.slice(separator + 1)), attributes };
  });
}

/** The founder_session cookie a response sets, or undefined. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** The founder_device cookie a response sets (the browser is known to the account), or undefined. */
export function deviceCookieOf(response: { headers: Record<string, unknown> }): SetCookie | undefined {
  return setCookies(response).find((cookie) => cookie.name === DEVICE_COOKIE);
}

export const STRONG_PASSWORD = 'Secret123';

let addressCounter = 0;
/** A client address of its own, so the per-IP rate limits of one test never count another's calls. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

/** Signs up through the API and returns the response (201 expected) and the session cookie value. */
export async function signUpThroughApi(app: INestApplication, fields: { name?: string; email: string; password?: string }, address = freshAddress()) {
  const response = await request(app)
    .post('/api/auth/signup')
    .set('x-forwarded-for', address)
    .send({ name: 'Ada Lovelace', password: STRONG_PASSWORD, ...fields });
  return { response, token: sessionCookieOf(response)?.value ?? '' };
}
