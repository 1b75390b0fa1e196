import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: files in flight. A write reserves its room's space in data_room_pending_files before
 * its first byte is stored; a document's file that is replaced or deleted (by any statement, a
 * cascade included) is marked discarded there by a trigger in the same transaction, and removed
 * from storage after it commits. Nothing is stored that no row names.
 */
export class DataRoomPendingFiles1798000000900 implements MigrationInterface {
  name = 'DataRoomPendingFiles1798000000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ideas"."data_room_pending_files" (
        "storage_key" varchar(64) PRIMARY KEY,
        "state" varchar(10) NOT NULL CHECK ("state" IN ('writing', 'discarded')),
        "company_id" integer,
        "reserved_bytes" integer NOT NULL DEFAULT 0 CHECK ("reserved_bytes" >= 0),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "data_room_pending_files_room_check" CHECK (("state" = 'writing') = ("company_id" IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "data_room_pending_files_writing_idx" ON "ideas"."data_room_pending_files" ("company_id") WHERE "state" = 'writing'`);
    await queryRunner.query(`
      CREATE FUNCTION "ideas"."data_room_discard_file"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."storage_key" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."storage_key" IS DISTINCT FROM OLD."storage_key") THEN
          INSERT INTO "ideas"."data_room_pending_files" ("storage_key", "state") VALUES (OLD."storage_key", 'discarded')
          ON CONFLICT ("storage_key") DO UPDATE SET "state" = 'discarded', "company_id" = NULL, "reserved_bytes" = 0;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER "data_room_documents_discard_file" AFTER UPDATE OF "storage_key" OR DELETE ON "ideas"."data_room_documents"
      FOR EACH ROW EXECUTE FUNCTION "ideas"."data_room_discard_file"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "data_room_documents_discard_file" ON "ideas"."data_room_documents"`);
    await queryRunner.query(`DROP FUNCTION "ideas"."data_room_discard_file"()`);
    await queryRunner.query(`DROP TABLE "ideas"."data_room_pending_files"`);
  }
}
