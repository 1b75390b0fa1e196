import type { Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { reachedOverHttps } from '@founder/identity';

/** Carries the OAuth state and the PKCE verifier from the start of a Google sign-in to its callback. */
export const OAUTH_STATE_COOKIE = 'founder_oauth_state';
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/api/auth/google';

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, verifier: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store (with PKCE) kept in a short-lived HttpOnly cookie instead of a
 * server session: the callback is accepted only from the browser that started the sign-in, with
 * the state it was given (login CSRF), and the code is redeemed only with its PKCE verifier.
 * passport-oauth2 picks the PKCE form of store() and verify() by their parameter counts.
 */
export class OAuthStateCookieStore {
  store(request: Request, verifier: string, _state: unknown, _meta: unknown, callback: StoreCallback): void {
    const state = randomBytes(24).toString('base64url');
    responseOf(request).cookie(OAUTH_STATE_COOKIE, `${state}.${verifier}`, { ...cookieOptions(request), maxAge: OAUTH_STATE_TTL_MS });
    callback(null, state);
  }

  verify(request: Request, givenState: string, _meta: unknown, callback: VerifyCallback): void {
    const saved = (request.cookies as Record<string, unknown> | undefined)?.[OAUTH_STATE_COOKIE];
    // One use only: whatever the outcome, the cookie goes.
    responseOf(request).clearCookie(OAUTH_STATE_COOKIE, cookieOptions(request));
    const [state, verifier] = typeof saved === 'string' ? saved.split('.') : [];
    if (!state || !verifier || typeof givenState !== 'string' || !sameText(state, givenState)) {
      callback(null, false, { message: 'The OAuth state does not match' });
      return;
    }
    callback(null, verifier);
  }
}

function cookieOptions(request: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, path: COOKIE_PATH, secure: reachedOverHttps(request.headers['x-forwarded-proto'], request.protocol) };
}

/** Express links the response to its request. */
function responseOf(request: Request): Response {
  if (!request.res) throw new Error('The OAuth state store needs the Express response');
  return request.res;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
