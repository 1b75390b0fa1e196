import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A hot statement run as a named prepared statement on the DataSource's pool: each connection
 * parses it once, and PostgreSQL may keep its plan (a long CTE costs more to plan than to run).
 * Outside a transaction only; answers the rows, as DataSource.query does for a SELECT.
 */
export async function preparedQuery(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<unknown[]> {
  // TypeORM's PostgresDriver keeps its pg Pool as `master`.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const { rows } = await pool.query({ name, text, values });
  return rows;
}
