import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { Session } from './session.entity';
import { SESSION_TTL_MS, hashSessionToken, newSessionToken } from './session-token';

/** Creates, finds and revokes sessions. Login, logout and password change build on it. */
@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** A new session for the user: the token goes to the cookie, only its hash to the database. */
  async createSession(userId: number): Promise<{ token: string; session: Session }> {
    const token = newSessionToken();
    const session = await this.sessions.save(
      this.sessions.create({ userId, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) }),
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

  /** Whether the session exists, belongs to the user and is neither revoked nor expired. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    // The id comes from an assertion; a non-uuid would make PostgreSQL raise instead of answer "no".
    if (!isUUID(sessionId)) return false;
    return this.sessions.existsBy({ id: sessionId, userId, ...liveCondition() });
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
