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
 * Keeps new contents of parts as versions (every write of a part adds one, so the one before it
 * stays listed) and drops the oldest beyond DOCUMENT_VERSION_LIMITS.kept per part.
 */
export async function recordVersions(db: Queryable, ideaId: number, kind: string, versions: readonly NewVersion[], authorUserId: number | null): Promise<void> {
  if (versions.length === 0) return;
  // A part may be JSON null (the financial model's runway when cash never runs out): kept as jsonb null.
  await db.query(
    `INSERT INTO "ideas"."idea_document_versions" ("idea_id", "kind", "part_id", "content", "source", "author_user_id")
     SELECT $1, $2, v ->> 'part_id', v -> 'content', v ->> 'source', $4
       FROM jsonb_array_elements($3::jsonb) AS v`,
    [ideaId, kind, JSON.stringify(versions.map(({ partId, content, source }) => ({ part_id: partId, content, source }))), authorUserId],
  );
  await db.query(
    `DELETE FROM "ideas"."idea_document_versions" WHERE "id" IN (
       SELECT "id" FROM (
         SELECT "id", row_number() OVER (PARTITION BY "part_id" ORDER BY "id" DESC) AS "newer"
           FROM "ideas"."idea_document_versions" WHERE "idea_id" = $1 AND "kind" = $2 AND "part_id" = ANY($3)
       ) ranked WHERE "newer" > $4)`,
    [ideaId, kind, versions.map((version) => version.partId), DOCUMENT_VERSION_LIMITS.kept],
  );
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
