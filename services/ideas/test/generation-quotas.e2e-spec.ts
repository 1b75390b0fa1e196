import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { randomInt } from 'node:crypto';
import { GENERATION_LIMITS } from '../src/idea-documents/generation-limits';
import { IDEA_PATHS } from '@founder/contracts';
import { as, createIdeasTestApp, newBrowser, signedIn, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many generations. Please try again in 60 minutes.' };

/** Generation and regeneration per hour (issue 28 item 5), with the built-in composer: the quota counts requests, whoever writes. */
describe('generation quotas: documents and regenerated parts per hour', () => {
  let app: INestApplication;
  /** A client address of its own, as the gateway forwards it, so no other test's generations count. */
  const freshAddress = () => `203.0.${randomInt(256)}.${randomInt(256)}`;
  const generate = (caller: TestCaller, ideaId: number, address: string, kind = 'business-plan', body: object = {}) =>
    as(request(app).post(`/api/startup-ideas/${ideaId}/${kind}`), caller).set('x-forwarded-for', address).send(body);
  const regenerate = (caller: TestCaller, ideaId: number, address: string) =>
    as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan/sections/market-analysis/regenerate`), caller).set('x-forwarded-for', address);

  /** An idea submitted from an address of its own: the hourly idea limit is live in this app, and its counters are shared with every suite. */
  const submitIdeaFrom = async (caller: TestCaller) => {
    const response = await as(request(app).post(IDEA_PATHS.submit), caller).set('x-forwarded-for', freshAddress()).send(VALID_IDEA);
    if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: number };
  };

  /** Statuses of `times` calls, one after another. */
  async function statuses(times: number, call: (index: number) => Promise<{ status: number }>): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await call(i)).status);
    return answers;
  }

  beforeAll(async () => {
    app = await createIdeasTestApp({ rateLimited: true });
  });

  afterAll(async () => {
    await app.close();
  });

  it(`refuses an anonymous address regenerations past ${GENERATION_LIMITS.anonymous.parts.limit} an hour with 429 and Retry-After; another address goes on`, async () => {
    const owner = newBrowser();
    const address = freshAddress();
    const { id } = await submitIdeaFrom(owner);
    await generate(owner, id, address).expect(200);
    const answers = await statuses(30, () => regenerate(owner, id, address));
    expect(answers).toEqual([...Array<number>(GENERATION_LIMITS.anonymous.parts.limit).fill(200), ...Array<number>(30 - GENERATION_LIMITS.anonymous.parts.limit).fill(429)]);
    const refused = await regenerate(owner, id, address);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await regenerate(owner, id, freshAddress())).status).toBe(200);
  });

  it(`counts an anonymous address's documents across kinds and made-up owner cookies: ${GENERATION_LIMITS.anonymous.documents.limit} an hour`, async () => {
    const address = freshAddress();
    const browsers = await Promise.all(Array.from({ length: 4 }, async () => {
      const browser = newBrowser();
      return { browser, ideaId: (await submitIdeaFrom(browser)).id };
    }));
    const answers = await statuses(GENERATION_LIMITS.anonymous.documents.limit + 2, (index) => {
      const { browser, ideaId } = browsers[index % browsers.length];
      return generate(browser, ideaId, address, index % 2 === 0 ? 'business-plan' : 'pitch-deck');
    });
    expect(answers).toEqual([...Array<number>(GENERATION_LIMITS.anonymous.documents.limit).fill(200), 429, 429]);
  });

  it(`counts a signed-in founder per account, across addresses (${GENERATION_LIMITS.signedIn.documents.limit} documents an hour), apart from the address's anonymous callers`, async () => {
    const founder = await signedIn();
    const { id } = await submitIdeaFrom(founder);
    const answers = await statuses(GENERATION_LIMITS.signedIn.documents.limit + 1, () => generate(founder, id, freshAddress()));
    expect(answers.filter((status) => status === 200)).toHaveLength(GENERATION_LIMITS.signedIn.documents.limit);
    expect(answers.at(-1)).toBe(429);
    // The founder's last address is not spent for someone signed out there.
    const address = freshAddress();
    expect((await generate(founder, id, address)).body).toEqual(TOO_MANY);
    const visitor = newBrowser();
    expect((await generate(visitor, (await submitIdeaFrom(visitor)).id, address)).status).toBe(200);
  });

  it('does not count the computed financial model', async () => {
    const owner = newBrowser();
    const address = freshAddress();
    const { id } = await submitIdeaFrom(owner);
    const answers = await statuses(GENERATION_LIMITS.anonymous.documents.limit + 1, () => generate(owner, id, address, 'financial-model', { industry: 'SaaS', stage: 'MVP Development' }));
    expect(answers).toEqual(Array<number>(GENERATION_LIMITS.anonymous.documents.limit + 1).fill(200));
  });
});
