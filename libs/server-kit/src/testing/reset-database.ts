import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Empties every table of the app's entities (not the migrations table), so each suite starts clean. */
export async function resetDatabase(app: INestApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const tables = dataSource.entityMetadatas.map((entity) => `"${entity.schema ?? 'public'}"."${entity.tableName}"`);
  if (tables.length) await dataSource.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}
