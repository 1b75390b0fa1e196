import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part's current version lives on its document (issue 17, the built-in path no slower): who wrote
 * it, how and when in idea_documents.current_versions ({partId: {id, source, authorUserId,
 * createdAt}}), its content in "content"; idea_document_versions keeps only replaced contents. So a
 * first generation, or one identical to the current content, writes no version row. The newest kept
 * version of a part that is its current content moves onto the document (same id).
 */
export class CurrentVersionOnDocument1797700000000 implements MigrationInterface {
  name = 'CurrentVersionOnDocument1797700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "ideas"."idea_documents"
        ADD COLUMN "current_versions" jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof("current_versions") = 'object')`);
    await queryRunner.query(`
      UPDATE "ideas"."idea_documents" d SET "current_versions" = coalesce((
        SELECT jsonb_object_agg(part."key", jsonb_build_object(
                 'id', coalesce(newest."id", nextval('"ideas"."idea_document_versions_id_seq"')),
                 'source', coalesce(newest."source", CASE WHEN d."status" ->> part."key" = 'edited' THEN 'edited' ELSE 'builtin' END),
                 'authorUserId', newest."author_user_id",
                 'createdAt', coalesce(newest."created_at", d."updated_at")))
          FROM jsonb_each(d."content") AS part
          LEFT JOIN LATERAL (
            SELECT * FROM "ideas"."idea_document_versions" v
             WHERE v."idea_id" = d."idea_id" AND v."kind" = d."kind" AND v."part_id" = part."key" ORDER BY v."id" DESC LIMIT 1
          ) newest ON newest."content" = part."value"), '{}'::jsonb)`);
    await queryRunner.query(`
      DELETE FROM "ideas"."idea_document_versions" v USING "ideas"."idea_documents" d
       WHERE v."idea_id" = d."idea_id" AND v."kind" = d."kind" AND v."id" = (d."current_versions" -> v."part_id" ->> 'id')::integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO "ideas"."idea_document_versions" ("id", "idea_id", "kind", "part_id", "content", "source", "author_user_id", "created_at")
      SELECT (version."value" ->> 'id')::integer, d."idea_id", d."kind", version."key", d."content" -> version."key",
             version."value" ->> 'source', (version."value" ->> 'authorUserId')::integer, (version."value" ->> 'createdAt')::timestamptz
        FROM "ideas"."idea_documents" d, jsonb_each(d."current_versions") AS version
      ON CONFLICT ("id") DO NOTHING`);
    await queryRunner.query(`ALTER TABLE "ideas"."idea_documents" DROP COLUMN "current_versions"`);
  }
}
