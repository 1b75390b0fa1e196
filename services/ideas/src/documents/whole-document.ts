/** Anything that runs SQL: the DataSource or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, parameters: unknown[]): Promise<unknown>;
}

/** Stores a whole generated document over any earlier one of its kind, every part 'generated'. */
export async function storeWholeDocument(db: Queryable, ideaId: number, kind: string, parts: Record<string, unknown>): Promise<void> {
  const statuses = Object.fromEntries(Object.keys(parts).map((id) => [id, 'generated']));
  await db.query(
    `INSERT INTO "ideas"."idea_documents" ("idea_id", "kind", "content", "status") VALUES ($1, $2, $3, $4)
     ON CONFLICT ("idea_id", "kind") DO UPDATE SET "content" = EXCLUDED."content", "status" = EXCLUDED."status", "updated_at" = now()`,
    [ideaId, kind, JSON.stringify(parts), JSON.stringify(statuses)],
  );
}

/**
 * The same as one CTE ("stored_document", for one WITH with a job and its versions): the document
 * from a jsonb array of parts {id, content}; nothing when the array is empty or null.
 */
export function wholeDocumentSql(idea: string, kind: string, parts: string): string {
  return `"stored_document" AS (
      INSERT INTO "ideas"."idea_documents" ("idea_id", "kind", "content", "status")
      SELECT ${idea}, ${kind}, jsonb_object_agg(v ->> 'id', v -> 'content'), jsonb_object_agg(v ->> 'id', 'generated')
        FROM jsonb_array_elements(${parts}::jsonb) AS v HAVING count(*) > 0
      ON CONFLICT ("idea_id", "kind") DO UPDATE SET "content" = EXCLUDED."content", "status" = EXCLUDED."status", "updated_at" = now()
    )`;
}
