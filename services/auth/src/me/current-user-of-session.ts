import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CurrentUser } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { preparedQuery } from '@founder/server-kit';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';

/**
 * GET /api/auth/me's read, asked by every page: the live session (not revoked, not expired) and its
 * user in one named prepared statement on the pool, as plain values (issue 33: two TypeORM reads
 * were a fifth of auth's CPU per call). The same columns and rule as SessionsService.findLive and
 * toCurrentUser.
 */
@Injectable()
export class CurrentUserOfSession {
  private readonly text: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.text = `SELECT account.id, account.name, account.username, account.email, account.email_verified AS "emailVerified",
        account.pending_email AS "pendingEmail", account.avatar, account.wallet_address AS "walletAddress",
        account.wallet_type AS "walletType", account.chain_id AS "chainId", account.created_at AS "createdAt"
      FROM ${dataSource.getMetadata(Session).tablePath} session JOIN ${dataSource.getMetadata(User).tablePath} account ON account.id = session.user_id
      WHERE session.id = $1 AND session.user_id = $2 AND session.revoked_at IS NULL AND session.expires_at > now()`;
  }

  /** The signed-in user of a live session, or null when it was revoked, expired or never existed. */
  async find(identity: Identity): Promise<CurrentUser | null> {
    if (!isUUID(identity.sessionId)) return null;
    const rows = (await preparedQuery(this.dataSource, 'current-user-of-session', this.text, [identity.sessionId, identity.userId])) as Array<
      Omit<CurrentUser, 'createdAt'> & { createdAt: Date }
    >;
    const [user] = rows;
    return user ? { ...user, createdAt: user.createdAt.toISOString() } : null;
  }
}
