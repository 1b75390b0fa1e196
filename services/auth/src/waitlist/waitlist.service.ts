import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WAITLIST_DEFAULT_SOURCE } from '@founder/contracts';
import { preparedQuery, violatedUniqueConstraint } from '@founder/server-kit';
import { Repository } from 'typeorm';
import type { JoinWaitlistDto } from './dto/join-waitlist.dto';
import { WaitlistEntry } from './waitlist-entry.entity';

/** Unique constraints of the waitlist table (see CreateAuthTables) and what a client is told. */
const CONFLICT_MESSAGES: Record<string, string> = {
  waitlist_email_key: 'This email is already on the waitlist',
  waitlist_wallet_address_key: 'This wallet address is already on the waitlist',
  waitlist_google_id_key: 'This Google account is already on the waitlist',
};

@Injectable()
export class WaitlistService {
  constructor(@InjectRepository(WaitlistEntry) private readonly entries: Repository<WaitlistEntry>) {}

  /**
   * Adds a sign-up. Duplicates are caught by the database's unique indexes rather than a
   * look-up first, so two simultaneous sign-ups with one email cannot both succeed.
   */
  async join(signup: JoinWaitlistDto): Promise<WaitlistEntry> {
    try {
      return await this.entries.save(
        this.entries.create({
          email: signup.email,
          name: signup.name,
          walletAddress: signup.walletAddress ?? null,
          googleId: signup.googleId ?? null,
          source: signup.source ?? WAITLIST_DEFAULT_SOURCE,
          // Early access is granted by the team, never requested at sign-up.
          earlyAccess: false,
          referralCode: signup.referralCode ?? null,
          referredBy: signup.referredBy ?? null,
          metadata: signup.metadata ?? null,
        }),
      );
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint !== null && CONFLICT_MESSAGES[constraint]) throw new ConflictException(CONFLICT_MESSAGES[constraint]);
      throw error;
    }
  }

  /**
   * A plain count(*) (Repository.count() counts distinct ids), read on every landing page: a named
   * prepared statement on the pool, without a TypeORM query runner per read.
   */
  async count(): Promise<number> {
    const text = `SELECT count(*)::int AS count FROM ${this.entries.metadata.tablePath}`;
    const [{ count }] = (await preparedQuery(this.entries.manager.connection, 'waitlist-count', text, [])) as [{ count: number }];
    return count;
  }
}
