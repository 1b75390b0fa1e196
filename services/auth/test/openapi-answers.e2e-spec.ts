import type { INestApplication } from '@nestjs/common';
import { AUTH_PATHS, INTERNAL_USERS_PATH, WAITLIST_PATHS } from '@founder/contracts';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { expectOpenApiAnswer, request } from '@founder/server-kit/testing';
import type { Response } from 'supertest';
import { assertionForCookie, createAuthTestApp, freshAddress, identitySecret, signUpThroughApi, STRONG_PASSWORD } from './auth-test-app';

/** Real answers of every success path, each compared with its OpenAPI schema. */
describe('auth: answers match their OpenAPI schemas', () => {
  let app: INestApplication;
  const matches = (response: Response, status: number) => expectOpenApiAnswer(app, response, status);

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('sign-up, login, me, profile, the internal calls and the waitlist', async () => {
    const { response, token } = await signUpThroughApi(app, { email: 'schema@example.com' });
    await matches(response, 201);
    const login = request(app).post(AUTH_PATHS.logIn).set('x-forwarded-for', freshAddress());
    await matches(await login.send({ email: 'schema@example.com', password: STRONG_PASSWORD }), 200);
    const assertion = (await assertionForCookie(app, token))!;
    await matches(await request(app).get(AUTH_PATHS.me).set(IDENTITY_HEADER, assertion), 200);
    await matches(await request(app).get(AUTH_PATHS.me), 200);
    await matches(await request(app).patch(AUTH_PATHS.profile).set(IDENTITY_HEADER, assertion).send({ username: 'schema' }), 200);
    const internal = internalToken(identitySecret());
    await matches(await request(app).post('/internal/sessions/resolve').set(INTERNAL_TOKEN_HEADER, internal).send({ sessionToken: token }), 200);
    const id = (response.body as { id: number }).id;
    await matches(await request(app).get(`${INTERNAL_USERS_PATH}?ids=${id}`).set(INTERNAL_TOKEN_HEADER, internal), 200);
    await matches(await request(app).post(WAITLIST_PATHS.join).set('x-forwarded-for', freshAddress()).send({ email: 'wait@example.com', name: 'Wai Ting', metadata: { from: 'schema' } }), 201);
    await matches(await request(app).get(WAITLIST_PATHS.count), 200);
  });
});
