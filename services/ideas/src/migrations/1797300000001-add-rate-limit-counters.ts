import { createRateLimitCounters, dropRateLimitCounters } from '@founder/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters of the ideas submitted per hour (IDEA_CREATION_LIMITS), shared by every ideas instance. */
export class AddRateLimitCounters1797300000001 implements MigrationInterface {
  name = 'AddRateLimitCounters1797300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createRateLimitCounters(queryRunner, 'ideas');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropRateLimitCounters(queryRunner, 'ideas');
  }
}
