import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One throttler key's count (written by PostgresThrottlerStorage in one SQL statement per hit). */
@Entity({ name: 'rate_limit_counters' })
export class RateLimitCounter {
  /** The throttler's key: a SHA-256 of route, throttler and tracker, so no email is stored. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'integer' })
  hits!: number;

  @Column({ name: 'window_ends_at', type: 'timestamptz' })
  windowEndsAt!: Date;

  @Column({ name: 'blocked_until', type: 'timestamptz', nullable: true })
  blockedUntil!: Date | null;
}
