import type { INestApplication, Type } from '@nestjs/common';
import { IDENTITY_HEADER, signIdentity, signingKeyFromEnvironment } from '@founder/identity';
import { createTestApp, request, TEST_ASSERTION_TTL_SECONDS } from '@founder/server-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { AppModule } from '../../src/app.module';
import validIdea from './valid-idea.json';

/** The per-client-address counts a test run would reach from its one address. */
const PER_ADDRESS_LIMITS = ['IDEAS_IP_RATE_LIMIT', 'IDEAS_CLIENT_RATE_LIMIT', 'IDEAS_GENERATION_RATE_LIMIT'];

/**
 * The ideas app (or a test's module around it). Every test calls from one address, so the per-client limits (the data room's
 * link routes, ideas and generations per hour) are lifted unless the suite tests them (`rateLimited`).
 */
export async function createIdeasTestApp(options: { rateLimited?: boolean; module?: Type } = {}): Promise<INestApplication> {
  const saved = Object.fromEntries(PER_ADDRESS_LIMITS.map((name) => [name, process.env[name]]));
  if (!options.rateLimited) for (const name of PER_ADDRESS_LIMITS) process.env[name] = '100000';
  try {
    return await createTestApp(options.module ?? AppModule, 'fastify', 'ideas');
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Who sends a request in a test: a browser (its founder_owner cookie, or none yet) and/or a
 * signed-in user (the assertion the gateway would forward, signed with the test IDENTITY_SIGNING_KEY).
 */
export interface TestCaller {
  browserId?: string;
  userId?: number;
  /** The x-founder-identity assertion of userId. */
  assertion?: string;
}

export function newBrowser(): TestCaller {
  return { browserId: randomUUID() };
}

// Suites share one database and each gets a fresh copy of this module: a random start keeps one
// suite's users apart from another's (a new user must own no ideas yet).
let lastUserId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

/** A signed-in user (a new one unless userId is given), optionally on a browser with an owner cookie. */
export async function signedIn(options: { userId?: number; browserId?: string } = {}): Promise<TestCaller> {
  const userId = options.userId ?? ++lastUserId;
  const assertion = await signIdentity({ userId, sessionId: randomUUID(), email: `user${userId}@example.com` }, signingKeyFromEnvironment(), TEST_ASSERTION_TTL_SECONDS);
  return { userId, browserId: options.browserId, assertion };
}

/** Sends a supertest request as the caller: its owner cookie and its identity assertion. */
export function as(test: Test, caller: TestCaller): Test {
  if (caller.browserId) test.set('cookie', `theme=dark; founder_owner=${caller.browserId}`);
  if (caller.assertion) test.set(IDENTITY_HEADER, caller.assertion);
  return test;
}

/** A complete, valid submission, as the wizard sends it (the API benchmarks submit it too: tools/bench/bench-idea.js). */
export const VALID_IDEA = validIdea;

/** Submits an idea as the caller and returns the created idea. */
export async function submitIdea(app: INestApplication, caller: TestCaller, fields: Partial<typeof VALID_IDEA> = {}) {
  const response = await as(request(app).post('/api/startup-ideas'), caller).send({ ...VALID_IDEA, ...fields });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; email: string; [field: string]: unknown };
}

/** The app and one browser's submitted idea: where most suites start. Close the app in afterAll. */
/** Callers who do not own a browser's idea: each must get 404 for every call on it. */
export const STRANGERS: ReadonlyArray<[string, () => Promise<TestCaller> | TestCaller]> = [
  ['another browser', () => newBrowser()],
  ['a signed-in user', () => signedIn()],
  ['a caller with no cookie and no session', () => ({})],
];

export async function appWithOwnedIdea(createApp: () => Promise<INestApplication> = createIdeasTestApp, fields: Partial<typeof VALID_IDEA> = {}) {
  const app = await createApp();
  const owner = newBrowser();
  return { app, owner, ideaId: (await submitIdea(app, owner, fields)).id };
}
