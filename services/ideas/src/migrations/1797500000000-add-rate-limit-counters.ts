import { createRateLimitCounters } from '@founder/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters of the data room's public link routes, shared by every ideas instance. */
export class AddRateLimitCounters1797500000000 implements MigrationInterface {
  name = 'AddRateLimitCounters1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createRateLimitCounters(queryRunner, 'ideas');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."rate_limit_counters"`);
  }
}
