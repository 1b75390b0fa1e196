import { createRateLimitCounters } from '@founder/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every auth instance (one row per hashed throttler key), and a
 * bound on the waitlist's free-form metadata (the DTO allows 4096 bytes; jsonb's text may differ a little).
 */
export class AddRateLimitCounters1796600000000 implements MigrationInterface {
  name = 'AddRateLimitCounters1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The same statements as when this migration was written, now shared with the ideas service's.
    await createRateLimitCounters(queryRunner, 'auth');
    await queryRunner.query(`ALTER TABLE "auth"."waitlist" ADD CONSTRAINT "waitlist_metadata_size" CHECK (octet_length("metadata"::text) <= 8192)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth"."waitlist" DROP CONSTRAINT "waitlist_metadata_size"`);
    await queryRunner.query(`DROP TABLE "auth"."rate_limit_counters"`);
  }
}
