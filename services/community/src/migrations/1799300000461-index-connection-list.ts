import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A founder's connections list (newest change first, both directions) reads two index ranges, the
 * ones they asked and the ones they were asked, merged, instead of sorting all their connections
 * (issue 33 item 7). The receiver's range replaces its plain index.
 */
export class IndexConnectionList1799300000461 implements MigrationInterface {
  name = 'IndexConnectionList1799300000461';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "connections_requester_list_idx" ON "community"."connections" ("requester_id", "updated_at", "id")`);
    await queryRunner.query(`CREATE INDEX "connections_receiver_list_idx" ON "community"."connections" ("receiver_id", "updated_at", "id")`);
    await queryRunner.query(`DROP INDEX "community"."connections_receiver_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "connections_receiver_idx" ON "community"."connections" ("receiver_id")`);
    await queryRunner.query(`DROP INDEX "community"."connections_receiver_list_idx"`);
    await queryRunner.query(`DROP INDEX "community"."connections_requester_list_idx"`);
  }
}
