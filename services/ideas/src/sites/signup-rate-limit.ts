import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { SITE_SIGNUP_RATE_LIMIT } from '@founder/contracts';
import { createHash } from 'node:crypto';

/**
 * Sign-up attempts per visitor address: 10 an hour, like the waitlist. Counted by the ideas app's
 * one throttler storage (server-kit's PostgresThrottlerStorage, ideas.rate_limit_counters), so
 * every ideas instance shares the count, but called here rather than by a guard: the attempt counts
 * only on a published site, and a refused one gets a page, not JSON. The key is a hash, so no
 * address is stored.
 */
@Injectable()
export class SignupRateLimit {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  /** Counts an attempt; null when allowed, else the seconds until the address may try again. */
  async attempt(clientAddress: string): Promise<number | null> {
    const key = createHash('sha256').update(`site-signup ${clientAddress}`).digest('hex');
    const { limit, windowMs } = SITE_SIGNUP_RATE_LIMIT;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(key, windowMs, limit, windowMs, 'siteSignup');
    return isBlocked ? timeToBlockExpire : null;
  }
}
