import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events list reads index ranges, not the table (issue 33): upcoming events soonest first are one
 * range of (status, start_date, id); past and cancelled ones latest first are two ranges of it read
 * backwards. The type and category filters get the same keys behind them.
 */
export class IndexEventList1797900000000 implements MigrationInterface {
  name = 'IndexEventList1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "events_list_idx" ON "community"."events" ("status", "start_date", "id")`);
    await queryRunner.query(`CREATE INDEX "events_type_list_idx" ON "community"."events" ("type", "status", "start_date", "id")`);
    await queryRunner.query(`CREATE INDEX "events_category_list_idx" ON "community"."events" ("category", "status", "start_date", "id")`);
    // Every list order now starts with status, which this one cannot serve.
    await queryRunner.query(`DROP INDEX "community"."events_start_date_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "events_start_date_idx" ON "community"."events" ("start_date")`);
    await queryRunner.query(`DROP INDEX "community"."events_category_list_idx"`);
    await queryRunner.query(`DROP INDEX "community"."events_type_list_idx"`);
    await queryRunner.query(`DROP INDEX "community"."events_list_idx"`);
  }
}
