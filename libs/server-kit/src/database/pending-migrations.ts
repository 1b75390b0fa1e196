import type { ServiceDatabase } from './service-database';

/**
 * The names TypeORM records for a service's migrations (a class's `name`, else the class name), in
 * the order it runs them: by the timestamp that ends each name, whatever the list's order.
 */
export function migrationNames(database: ServiceDatabase): string[] {
  const names = database.migrations.map((migration) => (new migration() as { name?: string }).name ?? migration.name);
  return names.sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13)));
}

/**
 * The migrations this build knows that the database has not run, in run order. Migrations the
 * database has and this build does not (a newer version migrated first) do not count: an older
 * build still runs on a newer schema during a rollout.
 */
export function pendingMigrations(known: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return known.filter((name) => !done.has(name));
}

/** What the migrations table of `schema` records, or nothing when the schema or the table does not exist yet. */
export async function appliedMigrations(query: (sql: string) => Promise<Array<{ name: string }>>, schema: string): Promise<string[]> {
  try {
    return (await query(`SELECT "name" FROM "${schema.replace(/"/g, '""')}"."migrations"`)).map(({ name }) => name);
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: nothing has run.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}
