import { Client } from 'pg';

/**
 * TypeORM keeps its migrations table inside the service's schema, so the schema must exist
 * before the first migration runs. Idempotent; safe when several instances start at once.
 */
export async function createSchemaIfMissing(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
