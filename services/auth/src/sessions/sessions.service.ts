import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Identity } from '@founder/identity';
import { notAuthenticated } from '@founder/server-kit';
import { isUUID } from 'class-validator';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { sessionTtlMs } from '../domain/session-cookie-options';
import { Session } from './session.entity';
import { hashSessionToken, newSessionToken } from './session-token';

/** Creates, finds and revokes sessions. Login, logout and password change build on it. */
@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /**
   * A new session for the user: the token goes to the cookie, only its hash to the database. A
   * persistent ('Remember me') session lasts 30 days, another one day (sessionTtlMs).
   */
  async createSession(userId: number, { persistent = true }: { persistent?: boolean } = {}): Promise<{ token: string; session: Session }> {
    const token = newSessionToken();
    const session = await this.sessions.save(
      this.sessions.create({ userId, persistent, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + sessionTtlMs(persistent)) }),
    );
    return { token, session };
  }

  /** The live session whose cookie value is `token`, with its user, or null. */
  findLiveByToken(token: string): Promise<Session | null> {
    return this.sessions.findOne({
      where: { tokenHash: hashSessionToken(token), ...liveCondition() },
      relations: { user: true },
    });
  }

  /** The live session with this id belonging to the user, or null. */
  async findLive(sessionId: string, userId: number): Promise<Session | null> {
    if (!isUUID(sessionId)) return null;
    return this.sessions.findOneBy({ id: sessionId, userId, ...liveCondition() });
  }

  /**
   * The caller's session, checked again here: the gateway's assertion is seconds old, and a
   * revoked session must stop at once. 401 'Not authenticated' when it is gone.
   */
  async requireLive(identity: Identity): Promise<Session> {
    const session = await this.findLive(identity.sessionId, identity.userId);
    if (!session) throw notAuthenticated();
    return session;
  }

  /** Records activity, writing at most once a minute per session to spare the database. */
  async touch(sessionId: string): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ lastSeenAt: () => 'now()' })
      .where('id = :sessionId', { sessionId })
      .andWhere(`last_seen_at < now() - interval '1 minute'`)
      .execute();
  }

  async revokeSession(sessionId: string): Promise<void> {
    if (!isUUID(sessionId)) return;
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}

function liveCondition() {
  return { revokedAt: IsNull(), expiresAt: MoreThan(new Date()) };
}
