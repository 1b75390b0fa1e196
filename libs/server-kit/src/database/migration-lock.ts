import { Client } from 'pg';

/**
 * First key of the advisory lock that migrations of one schema run under (the second is the
 * schema's hashtext). Other two-key locks: ideas' job writers 26, LLM call slots 28.
 */
export const MIGRATION_LOCK_CLASS = 30;

/**
 * Runs `work` while this session holds the schema's migration lock: every runner of the same
 * schema (replicas starting together, `npm run migrate` jobs) waits its turn, and the lock goes
 * with the session if the process dies.
 */
export async function withMigrationLock<T>(url: string, schema: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: `founder-${schema}-migrate` });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_CLASS, schema]);
    }
  } finally {
    await client.end();
  }
}
