import { DataSource } from 'typeorm';
import { createSchemaIfMissing } from './create-schema-if-missing';
import { dataSourceOptions } from './data-source-options';
import type { ServiceDatabase } from './service-database';

/**
 * The default export of a service's data-source.ts, for the TypeORM CLI (which awaits it), e.g.
 * `DATABASE_URL=... npx nx run auth:typeorm migration:show` (the `typeorm` target of each service).
 */
export async function cliDataSource(database: ServiceDatabase): Promise<DataSource> {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL must be set to use the TypeORM CLI');
  await createSchemaIfMissing(url, database.schema);
  return new DataSource(dataSourceOptions(url, database));
}
