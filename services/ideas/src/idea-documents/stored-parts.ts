import { DOCUMENT_VERSION_LIMITS } from '@founder/contracts';
import type { DataSource } from 'typeorm';

/** Anything that runs SQL: the DataSource or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}

const DOCUMENTS = '"ideas"."idea_documents"';
const VERSIONS = '"ideas"."idea_document_versions"';
/** Version ids: the current version of a part gets its id when written and keeps it once replaced. */
const NEXT_VERSION_ID = `nextval('"ideas"."idea_document_versions_id_seq"')`;

/**
 * The CTE "kept_versions" (for one WITH) that keeps the replaced contents of the parts of `replaced`
 * (a CTE of "part_id", "content", "version": the part's current version on the document) as
 * versions, returning their part ids. Nothing when `replaced` is empty: a first write, or one
 * identical to the current content, costs no version row. Select KEPT_VERSIONS_COUNT from it and
 * call trimVersions when it is above 0.
 */
function keptVersionsSql(idea: string, kind: string): string {
  return `"kept_versions" AS (
      INSERT INTO ${VERSIONS} ("id", "idea_id", "kind", "part_id", "content", "source", "fallback_reason", "author_user_id", "created_at")
      SELECT coalesce((r."version" ->> 'id')::integer, ${NEXT_VERSION_ID}), ${idea}, ${kind}, r."part_id", r."content",
             coalesce(r."version" ->> 'source', 'builtin'), r."version" ->> 'fallbackReason', (r."version" ->> 'authorUserId')::integer,
             coalesce((r."version" ->> 'createdAt')::timestamptz, now())
        FROM "replaced" r
      ON CONFLICT ("id") DO NOTHING RETURNING "part_id"
    )`;
}

/** How many versions the statement kept (a column of its answer). */
export const KEPT_VERSIONS_COUNT = `(SELECT count(*) FROM "kept_versions")::integer AS "kept_versions"`;

/**
 * Drops the oldest versions beyond DOCUMENT_VERSION_LIMITS.kept per part (the current one, on the
 * document, counts): a statement of its own, run only after a write that kept one, so the common
 * write (a first generation, or the same content again) neither plans nor runs it.
 */
export async function trimVersions(db: Queryable, ideaId: number, kind: string): Promise<void> {
  await db.query(
    `DELETE FROM ${VERSIONS} WHERE "id" IN (
       SELECT "id" FROM (
         SELECT "id", row_number() OVER (PARTITION BY "part_id" ORDER BY "id" DESC) AS "newer" FROM ${VERSIONS} WHERE "idea_id" = $1 AND "kind" = $2
       ) ranked WHERE "newer" >= ${DOCUMENT_VERSION_LIMITS.kept})`,
    [ideaId, kind],
  );
}

/** A part's current version as stored on the document: who wrote it, how, why the built-in composer did (or null) and when (its content is the document's). */
function currentVersionSql(source: string, fallbackReason: string, author: string): string {
  return `jsonb_build_object('id', ${NEXT_VERSION_ID}, 'source', ${source}, 'fallbackReason', ${fallbackReason}, 'authorUserId', ${author}, 'createdAt', now())`;
}

/**
 * The CTEs (for one WITH; the last is "kept_versions") that write parts into a document, inserting
 * it when the idea has none of that kind: `parts` is a jsonb array of {id, content, source,
 * fallbackReason?} (or `provider` instead of `source`: a job's parts). Each written part is 'generated' and gets a new
 * current version; the content it replaces, when different, is kept as a version. Every part of a
 * kind written at once replaces the whole document; fewer leave the others as they are. Nothing
 * when the array is empty or null. "previous" reads the stored content once (jsonb_each: one detoast),
 * from this statement's snapshot (a FOR UPDATE there would skip the row the same statement updates):
 * fine for jobs, one running per idea and kind.
 */
export function storedPartsSql(idea: string, kind: string, parts: string, author: string): string {
  return `"written" AS (
      SELECT v ->> 'id' AS "part_id", v -> 'content' AS "content", coalesce(v ->> 'source', v ->> 'provider') AS "source", v ->> 'fallbackReason' AS "fallback_reason"
        FROM jsonb_array_elements(${parts}::jsonb) AS v
    ), "previous" AS MATERIALIZED (
      SELECT part."key" AS "part_id", part."value" AS "content", d."current_versions" -> part."key" AS "version"
        FROM ${DOCUMENTS} d, jsonb_each(d."content") AS part WHERE d."idea_id" = ${idea} AND d."kind" = ${kind}
    ), "replaced" AS (
      SELECT p."part_id", p."content", p."version" FROM "previous" p JOIN "written" w ON w."part_id" = p."part_id" WHERE p."content" <> w."content"
    ), "stored_document" AS (
      INSERT INTO ${DOCUMENTS} ("idea_id", "kind", "content", "status", "current_versions")
      SELECT ${idea}, ${kind}, jsonb_object_agg("part_id", "content"), jsonb_object_agg("part_id", 'generated'),
             jsonb_object_agg("part_id", ${currentVersionSql('"source"', '"fallback_reason"', author)})
        FROM "written" HAVING count(*) > 0
      ON CONFLICT ("idea_id", "kind") DO UPDATE SET
        "content" = ${DOCUMENTS}."content" || EXCLUDED."content", "status" = ${DOCUMENTS}."status" || EXCLUDED."status",
        "current_versions" = ${DOCUMENTS}."current_versions" || EXCLUDED."current_versions", "updated_at" = now()
    ), ${keptVersionsSql(idea, kind)}`;
}

/** Writes generated parts into a document (storedPartsSql), trimming its versions when it kept one. */
export async function storeParts(db: Queryable, ideaId: number, kind: string, parts: ReadonlyArray<{ id: string; content: unknown; source: string }>, authorUserId: number | null): Promise<void> {
  const [row] = (await db.query(`WITH ${storedPartsSql('$1', '$2', '$3', '$4::integer')} SELECT ${KEPT_VERSIONS_COUNT}`, [ideaId, kind, JSON.stringify(parts), authorUserId])) as Array<{ kept_versions: number }>;
  if (row.kept_versions > 0) await trimVersions(db, ideaId, kind);
}

/** The part as it is now, when a save started from an older version than its current one. */
export interface StalePart {
  versionId: number | null;
  content: unknown;
}

/**
 * One part saved, restored or regenerated: its content, status and a new current version on the
 * document (jsonb_set, so writes of different parts never overwrite each other), the content it
 * replaces kept as a version. The row is locked first, so the statement reads the content it
 * replaces after any write of the same part that came before. Answers false when the idea has no
 * document of that kind, and the current part (writing nothing) when `baseVersionId` is given and is
 * not its current version.
 */
export function storeOnePart(
  dataSource: DataSource,
  ideaId: number,
  kind: string,
  partId: string,
  part: unknown,
  status: string,
  source: string,
  authorUserId: number | null,
  baseVersionId?: number,
): Promise<boolean | StalePart> {
  return dataSource.transaction(async (manager) => {
    const locked = (await manager.query(
      `SELECT (d."current_versions" -> $3::text ->> 'id')::integer AS "version_id", d."content" -> $3::text AS "content",
              coalesce(d."content" -> $3::text = $4::jsonb, false) AS "unchanged"
         FROM ${DOCUMENTS} d WHERE d."idea_id" = $1 AND d."kind" = $2 FOR UPDATE`,
      [ideaId, kind, partId, JSON.stringify(part)],
    )) as Array<{ version_id: number | null; content: unknown; unchanged: boolean }>;
    if (locked.length === 0) return false;
    // Read under the lock: of two saves from one base version, the second sees the first's version.
    if (baseVersionId !== undefined && locked[0].version_id !== baseVersionId) return { versionId: locked[0].version_id, content: locked[0].content };
    // The same text again (a restore of the current version, two members restoring one version at
    // once): the current version stays, so its id is still in the history others have open.
    if (locked[0].unchanged) return true;
    const [row] = (await manager.query(
      `WITH "replaced" AS (
         SELECT $3::text AS "part_id", d."content" -> $3::text AS "content", d."current_versions" -> $3::text AS "version"
           FROM ${DOCUMENTS} d WHERE d."idea_id" = $1 AND d."kind" = $2 AND d."content" ? $3::text AND d."content" -> $3::text <> $4::jsonb
       ), "stored_part" AS (
         UPDATE ${DOCUMENTS}
            SET "content" = jsonb_set("content", ARRAY[$3::text], $4::jsonb),
                "status" = jsonb_set("status", ARRAY[$3::text], to_jsonb($5::text)),
                "current_versions" = jsonb_set("current_versions", ARRAY[$3::text], ${currentVersionSql('$6::text', 'NULL::text', '$7::integer')}),
                "updated_at" = now()
          WHERE "idea_id" = $1 AND "kind" = $2
       ), ${keptVersionsSql('$1', '$2')}
       SELECT ${KEPT_VERSIONS_COUNT}`,
      [ideaId, kind, partId, JSON.stringify(part), status, source, authorUserId],
    )) as Array<{ kept_versions: number }>;
    if (row.kept_versions > 0) await trimVersions(manager, ideaId, kind);
    return true;
  });
}
