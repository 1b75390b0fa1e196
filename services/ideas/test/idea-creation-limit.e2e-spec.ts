import type { INestApplication } from '@nestjs/common';
import { IDEA_PATHS } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { randomInt } from 'node:crypto';
import { IDEA_CREATION_LIMITS } from '../src/domain/idea-creation-limits';
import { as, createIdeasTestApp, newBrowser, signedIn, VALID_IDEA, type TestCaller } from './support/ideas-test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many ideas submitted. Please try again in 60 minutes.' };

describe('POST /api/startup-ideas: ideas per hour', () => {
  let app: INestApplication;
  /** A client address of its own, as the gateway forwards it, so no other test's submissions count. */
  const freshAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`;
  const submit = (caller: TestCaller, address = freshAddress()) =>
    as(request(app).post(IDEA_PATHS.submit), caller).set('x-forwarded-for', address).send(VALID_IDEA);

  async function submitTimes(times: number, caller: () => TestCaller, address?: () => string) {
    for (let i = 0; i < times; i += 1) {
      const response = await submit(caller(), address?.());
      if (response.status !== 201) throw new Error(`submission ${i + 1} answered ${response.status}`);
    }
  }

  beforeAll(async () => {
    app = await createIdeasTestApp({ rateLimited: true });
  });

  afterAll(async () => {
    await app.close();
  });

  it(`lets one browser submit ${IDEA_CREATION_LIMITS.perOwner.limit} an hour, then answers 429 with Retry-After; other browsers go on`, async () => {
    const browser = newBrowser();
    await submitTimes(IDEA_CREATION_LIMITS.perOwner.limit, () => browser);
    const refused = await submit(browser);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await submit(newBrowser())).status).toBe(201);
  });

  it('counts an account across its browsers', async () => {
    const founder = await signedIn();
    await submitTimes(IDEA_CREATION_LIMITS.perOwner.limit, () => ({ ...founder, browserId: newBrowser().browserId }));
    const refused = await submit({ ...founder, browserId: newBrowser().browserId });
    expect(refused.body).toEqual(TOO_MANY);
  });

  it(`bounds a client that drops the owner cookie to ${IDEA_CREATION_LIMITS.perAnonymousClient.limit} ideas an hour per address`, async () => {
    const address = freshAddress();
    await submitTimes(IDEA_CREATION_LIMITS.perAnonymousClient.limit, () => ({}), () => address);
    expect((await submit({}, address)).body).toEqual(TOO_MANY);
    expect((await submit({}, freshAddress())).status).toBe(201);
  });

  it('counts every submission without an account per address, whatever owner cookie it makes up (issue 28 item 4)', async () => {
    const address = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) answers.push((await submit(newBrowser(), address)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(IDEA_CREATION_LIMITS.perAnonymousClient.limit);
    expect(answers.slice(IDEA_CREATION_LIMITS.perAnonymousClient.limit).every((status) => status === 429)).toBe(true);
    const refused = await submit(newBrowser(), address);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // A signed-in founder on that address counts on the account alone.
    expect((await submit(await signedIn(), address)).status).toBe(201);
  });
});
