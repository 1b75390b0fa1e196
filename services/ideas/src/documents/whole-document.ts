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
