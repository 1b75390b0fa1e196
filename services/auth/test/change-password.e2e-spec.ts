import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { SessionsService } from '../src/sessions/sessions.service';
import { STRONG_PASSWORD, assertionForCookie, createAuthTestApp, freshAddress, insertUser, sessionCookieOf, signIn, signUpThroughApi } from './auth-test-app';

describe('POST /api/auth/change-password', () => {
  let app: INestApplication;

  const change = (body: object, assertion: string | null, cookie?: string) => {
    let call = request(app).post('/api/auth/change-password').set('x-forwarded-for', freshAddress());
    if (assertion) call = call.set('x-founder-identity', assertion);
    if (cookie) call = call.set('cookie', `founder_session=${cookie}`);
    return call.send(body);
  };
  const logIn = (email: string, password: string) => request(app).post('/api/auth/login').set('x-forwarded-for', freshAddress()).send({ email, password });
  const account = async (local: string) => {
    const email = `${local}@example.com`;
    const { token } = await signUpThroughApi(app, { email });
    return { email, token, assertion: (await assertionForCookie(app, token))! };
  };

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('401 without a signed-in session', async () => {
    const response = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdef' }, null);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not authenticated' });
  });

  describe('400, leaving the password as it was', () => {
    let ada: Awaited<ReturnType<typeof account>>;
    beforeAll(async () => {
      ada = await account('ada');
    });
    afterEach(async () => {
      expect((await logIn(ada.email, STRONG_PASSWORD)).status).toBe(200);
    });

    it.each([
      ['the new password has 5 characters', { currentPassword: STRONG_PASSWORD, newPassword: 'abcde', confirmPassword: 'abcde' }, 'Password must be at least 6 characters long'],
      ['the confirmation differs', { currentPassword: STRONG_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeg' }, "New password and confirmation don't match"],
      ['the current password is missing', { newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Current password is required'],
      ['the confirmation is missing', { currentPassword: STRONG_PASSWORD, newPassword: 'abcdef' }, 'Please confirm your password'],
      ['a field is unknown', { currentPassword: STRONG_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdef', userId: 1 }, 'property userId should not exist'],
      ['the new password is over-long', { currentPassword: STRONG_PASSWORD, newPassword: 'p'.repeat(129), confirmPassword: 'p' }, 'newPassword must be shorter than or equal to 128 characters'],
      ['the current password is wrong', { currentPassword: 'Wrong1234', newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'Current password is incorrect'],
    ])('when %s', async (_case, body, message) => {
      const response = await change(body, ada.assertion);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message });
    });
  });

  it('400 for an account without a password (Google only)', async () => {
    const user = await insertUser(app, { email: 'google-only@example.com', username: 'google-only', password: null, googleId: 'g-1' });
    const { assertion } = await signIn(app, user);
    const response = await change({ currentPassword: 'anything', newPassword: 'abcdef', confirmPassword: 'abcdef' }, assertion);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'This account signs in with Google and has no password to change' });
  });

  it('changes the password (6 characters are enough), with 204', async () => {
    const grace = await account('grace');
    const response = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'simple', confirmPassword: 'simple' }, grace.assertion, grace.token);
    expect(response.status).toBe(204);
    expect((await logIn(grace.email, STRONG_PASSWORD)).body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect((await logIn(grace.email, 'simple')).status).toBe(200);
  });

  it('ends every session of the account, and gives this browser a new one of the same kind', async () => {
    const email = 'many-devices@example.com';
    await signUpThroughApi(app, { email });
    const here = sessionCookieOf(await request(app).post('/api/auth/login').send({ email, password: STRONG_PASSWORD, rememberMe: false }))!.value;
    const laptop = sessionCookieOf(await logIn(email, STRONG_PASSWORD))!.value;
    const stolenCopy = here;

    const response = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'NewSecret1', confirmPassword: 'NewSecret1' }, (await assertionForCookie(app, here))!, here);
    expect(response.status).toBe(204);

    const sessions = app.get(SessionsService);
    expect(await sessions.findLiveByToken(laptop)).toBeNull();
    expect(await sessions.findLiveByToken(stolenCopy)).toBeNull();
    const renewed = sessionCookieOf(response)!;
    expect(renewed.value).not.toBe(here);
    expect(renewed.attributes).not.toHaveProperty('max-age');
    expect(await sessions.findLiveByToken(renewed.value)).toMatchObject({ persistent: false });
  });

  it('answers 429 after 20 attempts from one address in 5 minutes', async () => {
    const target = await account('guessed');
    const address = freshAddress();
    const attempt = () =>
      request(app)
        .post('/api/auth/change-password')
        .set('x-forwarded-for', address)
        .set('x-founder-identity', target.assertion)
        .send({ currentPassword: 'Guess1234', newPassword: 'abcdef', confirmPassword: 'abcdef' });
    for (let i = 0; i < 20; i += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again in 5 minutes.' });
  });
});
