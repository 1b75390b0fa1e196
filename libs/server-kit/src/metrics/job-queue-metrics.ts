import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

interface QueueRow {
  name: string;
  depth: number;
  oldest: number;
}

/** Jobs waiting (created or retrying) per queue of one pg-boss schema, and how long the oldest has waited. */
function waitingJobsSql(schema: string): string {
  return `SELECT q.name, count(j.id)::int AS depth, coalesce(extract(epoch FROM now() - min(j.created_on)), 0)::float8 AS oldest
            FROM "${schema}".queue q
            LEFT JOIN "${schema}".job j ON j.name = q.name AND j.state IN ('created', 'retry')
           GROUP BY q.name`;
}

/**
 * Depth and oldest job age of the pg-boss queues in `schemas`, read from the database when
 * Prometheus scrapes (so every instance reports the same shared queue). A schema pg-boss has not
 * made yet (its engine not started) reports nothing.
 */
export function watchJobQueues(registry: Registry, dataSource: DataSource, schemas: readonly string[]): void {
  const rowsOf = async (): Promise<QueueRow[]> => {
    const rows: QueueRow[] = [];
    for (const schema of schemas) {
      const exists = await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [`"${schema}".queue`]);
      if (exists[0]?.exists) rows.push(...((await dataSource.query(waitingJobsSql(schema))) as QueueRow[]));
    }
    return rows;
  };
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in a queue (created or retrying)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const row of await rowsOf()) this.set({ queue: row.name }, row.depth);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'Seconds the oldest waiting job of a queue has waited (0 when none waits)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const row of await rowsOf()) this.set({ queue: row.name }, row.oldest);
    },
  });
}
