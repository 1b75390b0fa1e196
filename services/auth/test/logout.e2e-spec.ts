import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import { SessionsService } from '../src/sessions/sessions.service';
import { assertionForCookie, createAuthTestApp, sessionCookieOf, signUpThroughApi } from './auth-test-app';

describe('POST /api/auth/logout', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createAuthTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('ends the session server-side and clears the cookie, with 204', async () => {
    const { token } = await signUpThroughApi(app, { email: 'leaving@example.com' });
    const assertion = (await assertionForCookie(app, token))!;
    const response = await request(app).post('/api/auth/logout').set('cookie', `founder_session=${token}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const cleared = sessionCookieOf(response)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ path: '/', httponly: '', samesite: 'Lax', expires: 'Thu, 01 Jan 1970 00:00:00 GMT' });

    expect(await app.get(SessionsService).findLiveByToken(token)).toBeNull();
    // The assertion the gateway may still hold for a few seconds is refused too: no user.
    const me = await request(app).get('/api/auth/me').set('x-founder-identity', assertion);
    expect(me.status).toBe(200);
    expect(me.text).toBe('null');
  });

  it('leaves the account\'s other sessions alone', async () => {
    const { token: first } = await signUpThroughApi(app, { email: 'two-devices@example.com' });
    const second = sessionCookieOf(
      await request(app).post('/api/auth/login').send({ email: 'two-devices@example.com', password: 'Secret123' }),
    )!.value;
    await request(app).post('/api/auth/logout').set('cookie', `founder_session=${first}`).expect(204);
    expect(await app.get(SessionsService).findLiveByToken(second)).not.toBeNull();
  });

  it.each([
    ['without a cookie', undefined],
    ['with an unknown cookie', 'founder_session=not-a-session'],
    ['with an over-long cookie', `founder_session=${'x'.repeat(500)}`],
  ])('answers 204 %s (the browser ends signed out either way)', async (_case, cookie) => {
    const call = request(app).post('/api/auth/logout');
    const response = await (cookie ? call.set('cookie', cookie) : call);
    expect(response.status).toBe(204);
  });
});
