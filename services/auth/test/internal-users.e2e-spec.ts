import type { INestApplication } from '@nestjs/common';
import { INTERNAL_USERS_PATH } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { request } from '@founder/server-kit/testing';
import type { User } from '../src/users/user.entity';
import { createAuthTestApp, identitySecret, insertUser, signIn } from './auth-test-app';

describe(`GET ${INTERNAL_USERS_PATH}`, () => {
  let app: INestApplication;
  let ada: User;
  let grace: User;

  beforeAll(async () => {
    app = await createAuthTestApp();
    ada = await insertUser(app, { email: 'ada@example.com', name: 'Ada Lovelace', username: 'ada', avatar: 'https://example.com/ada.png' });
    grace = await insertUser(app, { email: 'grace@example.com', name: 'Grace Hopper', username: 'grace' });
  });

  afterAll(async () => {
    await app.close();
  });

  const lookUp = (ids: string, token: string | null = internalToken(identitySecret())) => {
    const call = request(app).get(`${INTERNAL_USERS_PATH}?ids=${ids}`);
    return token === null ? call : call.set(INTERNAL_TOKEN_HEADER, token);
  };

  it('401 without the internal token, even with a user assertion', async () => {
    const { assertion } = await signIn(app, ada);
    const response = await lookUp(String(ada.id), null).set('x-founder-identity', assertion);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Invalid internal token' });
    expect((await lookUp(String(ada.id), 'wrong')).status).toBe(401);
  });

  it.each([
    ['no ids', ''],
    ['a word', 'abc'],
    ['zero', '0'],
    ['101 ids', Array.from({ length: 101 }, (_, index) => index + 1).join(',')],
  ])('400 for %s', async (_case, ids) => {
    const response = await lookUp(ids);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toMatch(/ids/);
  });

  it('answers name, email and avatar of the ids that exist, never the password', async () => {
    const response = await lookUp(`${grace.id},${ada.id},999999`);
    expect(response.status).toBe(200);
    const byId = [...response.body].sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    expect(byId).toEqual([
      { id: ada.id, name: 'Ada Lovelace', email: 'ada@example.com', avatar: 'https://example.com/ada.png' },
      { id: grace.id, name: 'Grace Hopper', email: 'grace@example.com', avatar: null },
    ]);
  });
});
