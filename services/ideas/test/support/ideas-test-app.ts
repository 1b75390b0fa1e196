import type { INestApplication } from '@nestjs/common';
import { IDENTITY_HEADER, signIdentity } from '@founder/identity';
import { createTestApp, request } from '@founder/server-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { AppModule } from '../../src/app.module';

export function createIdeasTestApp(): Promise<INestApplication> {
  return createTestApp(AppModule, 'fastify', 'ideas');
}

/**
 * Who sends a request in a test: a browser (its founder_owner cookie, or none yet) and/or a
 * signed-in user (the assertion the gateway would forward, signed with the test IDENTITY_SECRET).
 */
export interface TestCaller {
  browserId?: string;
  userId?: number;
}

export function newBrowser(): TestCaller {
  return { browserId: randomUUID() };
}

let nextUserId = 1000;
export function newUser(browserId?: string): TestCaller {
  nextUserId += 1;
  return { userId: nextUserId, browserId };
}

/** Adds the caller's cookie and identity assertion to a supertest request. */
export async function as(test: Test, caller: TestCaller): Promise<Test> {
  if (caller.browserId) test.set('cookie', `theme=dark; founder_owner=${caller.browserId}`);
  if (caller.userId !== undefined) {
    const assertion = await signIdentity(
      { userId: caller.userId, sessionId: randomUUID(), email: `user${caller.userId}@example.com` },
      process.env['IDENTITY_SECRET']!,
    );
    test.set(IDENTITY_HEADER, assertion);
  }
  return test;
}

/** A complete, valid submission, as the wizard sends it. */
export const VALID_IDEA = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  ideaTitle: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops: it reads supplier invoices, tracks yarn stock and prices every order.',
  industry: 'SaaS',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Small workshops lose money on orders because nobody knows what the yarn in each order really cost.',
  solutionApproach: 'Invoice scanning that keeps a live stock of materials and a price calculator that uses it for every quote.',
  competitiveAdvantage: 'Built with weavers: it speaks their units (cones, kilos, metres) instead of generic inventory terms.',
  revenueModel: 'Subscription at $39 per month per workshop.',
};

/** Submits an idea as the caller and returns the created idea. */
export async function submitIdea(app: INestApplication, caller: TestCaller, fields: Partial<typeof VALID_IDEA> = {}) {
  const response = await (await as(request(app).post('/api/startup-ideas'), caller)).send({ ...VALID_IDEA, ...fields });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; email: string; [field: string]: unknown };
}
