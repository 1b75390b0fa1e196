import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The members list is paged in join order (issue 33 item 7): an index ending in its sort key. */
export class MembersInJoinOrder1799300000930 implements MigrationInterface {
  name = 'MembersInJoinOrder1799300000930';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "company_members_join_order_idx" ON "ideas"."company_members" ("company_id", "created_at", "user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ideas"."company_members_join_order_idx"`);
  }
}
