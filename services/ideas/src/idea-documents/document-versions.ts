import { BadRequestException } from '@nestjs/common';
import { DOCUMENT_VERSION_LIMITS, type DocumentVersion, type DocumentVersionList, type DocumentVersionSource } from '@founder/contracts';
import { CURSOR_INVALID, decodeCursor, encodeCursor, type SortKey } from '@founder/server-kit';
import type { Queryable } from './stored-parts';

interface VersionRow {
  id: number;
  part_id: string;
  content: unknown;
  source: DocumentVersionSource;
  fallback_reason: string | null;
  author_user_id: number | null;
  created_at: Date;
  total?: string;
}

function versionOf(row: VersionRow): DocumentVersion {
  // The name is auth's: IdeaDocumentsService.versions adds it to a page.
  return { id: row.id, partId: row.part_id, content: row.content, source: row.source, fallbackReason: row.fallback_reason, authorUserId: row.author_user_id, authorName: null, createdAt: row.created_at.toISOString() };
}

/**
 * Every version of part $3 of document ($1, $2): the current one (its content on the document, who
 * and when beside it in "current_versions") and the replaced ones kept in idea_document_versions.
 */
const PART_VERSIONS_SQL = `
  SELECT (d."current_versions" -> $3::text ->> 'id')::integer AS "id", $3::text AS "part_id", d."content" -> $3::text AS "content",
         d."current_versions" -> $3::text ->> 'source' AS "source", d."current_versions" -> $3::text ->> 'fallbackReason' AS "fallback_reason",
         (d."current_versions" -> $3::text ->> 'authorUserId')::integer AS "author_user_id",
         (d."current_versions" -> $3::text ->> 'createdAt')::timestamptz AS "created_at"
    FROM "ideas"."idea_documents" d WHERE d."idea_id" = $1 AND d."kind" = $2 AND d."current_versions" ? $3::text
  UNION ALL
  SELECT "id", "part_id", "content", "source", "fallback_reason", "author_user_id", "created_at" FROM "ideas"."idea_document_versions"
   WHERE "idea_id" = $1 AND "kind" = $2 AND "part_id" = $3`;

/** Newest first: a version's id grows with each write. */
const VERSION_ORDER: readonly SortKey[] = [{ sql: '"id"', direction: 'DESC', type: 'integer' }];

/**
 * One page of the versions of one part, newest first, at most `limit`, after `cursor` (the page
 * before's nextCursor; 400 for anything else); `total` counts every kept version.
 */
export async function listVersions(db: Queryable, ideaId: number, kind: string, partId: string, limit: number, cursor?: string): Promise<DocumentVersionList> {
  const after = cursor === undefined ? null : decodeCursor(cursor, VERSION_ORDER);
  if (cursor !== undefined && after === null) throw new BadRequestException(CURSOR_INVALID);
  // One statement: the page, and beside each row (or alone, on a row of nulls) the count of all.
  const rows = (await db.query(
    `WITH "every" AS (${PART_VERSIONS_SQL})
     SELECT page.*, (SELECT count(*) FROM "every") AS "total" FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT * FROM "every" WHERE $5::integer IS NULL OR "id" < $5::integer ORDER BY "id" DESC LIMIT $4) AS page ON true`,
    [ideaId, kind, partId, limit + 1, after?.[0] ?? null],
  )) as Array<VersionRow | (Partial<VersionRow> & { total: string })>;
  const written = rows.filter((row): row is VersionRow => row.id !== null && row.id !== undefined);
  const items = written.slice(0, limit).map(versionOf);
  const total = Number(rows[0].total);
  return { items, nextCursor: written.length > limit ? encodeCursor([items[items.length - 1].id]) : null, total };
}

/** One version of one part, or null. */
export async function findVersion(db: Queryable, ideaId: number, kind: string, partId: string, versionId: number): Promise<DocumentVersion | null> {
  const rows = (await db.query(`SELECT * FROM (${PART_VERSIONS_SQL}) AS v WHERE "id" = $4`, [ideaId, kind, partId, versionId])) as VersionRow[];
  return rows.length ? versionOf(rows[0]) : null;
}

/** How many versions part $3 has (the current one and the kept ones): the number of the version written next, 0 for the first. */
export async function countVersions(db: Queryable, ideaId: number, kind: string, partId: string): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::integer AS "count" FROM (${PART_VERSIONS_SQL}) AS v`, [ideaId, kind, partId])) as Array<{ count: number }>;
  return row.count;
}

/** A page size from the query: the default when absent, the maximum when more is asked. */
export function versionPageSize(limit: number | undefined): number {
  return Math.min(limit ?? DOCUMENT_VERSION_LIMITS.defaultPageSize, DOCUMENT_VERSION_LIMITS.maxPageSize);
}
