import { DOCUMENT_VERSION_LIMITS, type DocumentVersion, type DocumentVersionList, type DocumentVersionSource } from '@founder/contracts';
import type { Queryable } from './whole-document';

export interface NewVersion {
  partId: string;
  content: unknown;
  source: DocumentVersionSource;
}

interface VersionRow {
  id: number;
  part_id: string;
  content: unknown;
  source: DocumentVersionSource;
  author_user_id: number | null;
  created_at: Date;
  total?: string;
}

function versionOf(row: VersionRow): DocumentVersion {
  return { id: row.id, partId: row.part_id, content: row.content, source: row.source, authorUserId: row.author_user_id, createdAt: row.created_at.toISOString() };
}

/**
 * The SQL (CTEs named "added_versions" and "trimmed_versions", for one WITH) that keeps new contents
 * of parts as versions and drops the oldest beyond DOCUMENT_VERSION_LIMITS.kept per part. `$parts`
 * is a jsonb array of {id, content, source} (or `provider` instead of `source`: a job's parts).
 * Every write of a part adds one, so the one before it stays listed. In one statement the DELETE
 * sees only older rows: it keeps kept - 1 of them beside the new one.
 */
export function versionsSql(idea: string, kind: string, parts: string, author: string): string {
  return `"added_versions" AS (
      INSERT INTO "ideas"."idea_document_versions" ("idea_id", "kind", "part_id", "content", "source", "author_user_id")
      SELECT ${idea}, ${kind}, v ->> 'id', v -> 'content', coalesce(v ->> 'source', v ->> 'provider'), ${author} FROM jsonb_array_elements(${parts}::jsonb) AS v
    ), "trimmed_versions" AS (
      DELETE FROM "ideas"."idea_document_versions" WHERE "id" IN (
        SELECT "id" FROM (
          SELECT "id", row_number() OVER (PARTITION BY "part_id" ORDER BY "id" DESC) AS "newer"
            FROM "ideas"."idea_document_versions"
           WHERE "idea_id" = ${idea} AND "kind" = ${kind} AND "part_id" IN (SELECT v ->> 'id' FROM jsonb_array_elements(${parts}::jsonb) AS v)
        ) ranked WHERE "newer" >= ${DOCUMENT_VERSION_LIMITS.kept})
    )`;
}

/** Keeps new contents of parts as versions (versionsSql) in one statement. */
export async function recordVersions(db: Queryable, ideaId: number, kind: string, versions: readonly NewVersion[], authorUserId: number | null): Promise<void> {
  if (versions.length === 0) return;
  await db.query(`WITH ${versionsSql('$1', '$2', '$3', '$4::integer')} SELECT 1`, [
    ideaId,
    kind,
    JSON.stringify(versions.map(({ partId, content, source }) => ({ id: partId, content, source }))),
    authorUserId,
  ]);
}

/** The versions of one part, newest first, at most `limit`. */
export async function listVersions(db: Queryable, ideaId: number, kind: string, partId: string, limit: number): Promise<DocumentVersionList> {
  const rows = (await db.query(
    `SELECT *, count(*) OVER () AS "total" FROM "ideas"."idea_document_versions"
      WHERE "idea_id" = $1 AND "kind" = $2 AND "part_id" = $3 ORDER BY "id" DESC LIMIT $4`,
    [ideaId, kind, partId, limit],
  )) as VersionRow[];
  return { items: rows.map(versionOf), total: rows.length ? Number(rows[0].total) : 0 };
}

/** One version of one part, or null. */
export async function findVersion(db: Queryable, ideaId: number, kind: string, partId: string, versionId: number): Promise<DocumentVersion | null> {
  const rows = (await db.query(
    `SELECT * FROM "ideas"."idea_document_versions" WHERE "idea_id" = $1 AND "kind" = $2 AND "part_id" = $3 AND "id" = $4`,
    [ideaId, kind, partId, versionId],
  )) as VersionRow[];
  return rows.length ? versionOf(rows[0]) : null;
}

/** A page size from the query: the default when absent, the maximum when more is asked. */
export function versionPageSize(limit: number | undefined): number {
  return Math.min(limit ?? DOCUMENT_VERSION_LIMITS.defaultPageSize, DOCUMENT_VERSION_LIMITS.maxPageSize);
}
