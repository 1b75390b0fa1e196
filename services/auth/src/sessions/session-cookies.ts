import { Injectable } from '@nestjs/common';
import { reachedOverHttps, SESSION_COOKIE } from '@founder/identity';
import type { Request, Response } from 'express';
import { sessionCookieOptions } from '../domain/session-cookie-options';
import { SessionsService } from './sessions.service';

/** Signs a browser in and out: the session row and the founder_session cookie that names it. */
@Injectable()
export class SessionCookies {
  constructor(private readonly sessions: SessionsService) {}

  /**
   * A new session for the user, with a new id and token (never the browser's previous one, which
   * ends here), sent as the session cookie.
   */
  async start(request: Request, response: Response, userId: number, persistent: boolean): Promise<void> {
    await this.endCurrent(request);
    const { token } = await this.sessions.createSession(userId, { persistent });
    response.cookie(SESSION_COOKIE, token, sessionCookieOptions({ secure: isHttps(request), persistent }));
  }

  /** Ends the browser's session, if it has one, and tells the browser to drop the cookie. */
  async end(request: Request, response: Response): Promise<void> {
    await this.endCurrent(request);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions({ secure: isHttps(request), persistent: false });
    response.clearCookie(SESSION_COOKIE, options);
  }

  private async endCurrent(request: Request): Promise<void> {
    const token = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token === '' || token.length > 128) return;
    const session = await this.sessions.findLiveByToken(token);
    if (session) await this.sessions.revokeSession(session.id);
  }
}

function isHttps(request: Request): boolean {
  return reachedOverHttps(request.headers['x-forwarded-proto'], request.protocol);
}
