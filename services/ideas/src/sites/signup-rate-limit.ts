import { Injectable } from '@nestjs/common';
import { SITE_SIGNUP_RATE_LIMIT } from '@founder/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Sign-up attempts per visitor address, counted in PostgreSQL so every ideas instance shares the
 * count (ARCHITECTURE.md section 10): 10 an hour, like the waitlist. One statement per attempt: a
 * window that is over starts again at 1. The key is a hash, so no address is stored.
 */
@Injectable()
export class SignupRateLimit {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts an attempt; null when allowed, else the seconds until the window ends. */
  async attempt(clientAddress: string): Promise<number | null> {
    const key = createHash('sha256').update(`site-signup ${clientAddress}`).digest('hex');
    const [row] = (await this.dataSource.query(
      `INSERT INTO "ideas"."site_signup_counters" AS counter ("key", "hits", "window_ends_at")
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN counter."window_ends_at" <= now() THEN 1 ELSE counter."hits" + 1 END,
         "window_ends_at" = CASE WHEN counter."window_ends_at" <= now() THEN now() + $2 * interval '1 millisecond' ELSE counter."window_ends_at" END
       RETURNING "hits", greatest(1, ceil(extract(epoch FROM "window_ends_at" - now())))::int AS "seconds"`,
      [key, SITE_SIGNUP_RATE_LIMIT.windowMs],
    )) as Array<{ hits: number; seconds: number }>;
    return row.hits > SITE_SIGNUP_RATE_LIMIT.limit ? row.seconds : null;
  }
}
