import type { DataSourceOptions } from 'typeorm';
import type { ServiceDatabase } from './service-database';

type PostgresDataSourceOptions = Extract<DataSourceOptions, { type: 'postgres' }>;

/**
 * The one DataSource configuration of a service, used by the app and by the TypeORM CLI.
 * Tables and the migrations table live in the service's own schema (ARCHITECTURE.md section 6);
 * the schema changes only through committed migrations, never by synchronize, and only under the
 * schema's migration lock (migrate-schema.ts), never by TypeORM's unlocked `migrationsRun`.
 */
export function dataSourceOptions(url: string, database: ServiceDatabase): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: `founder-${database.schema}`,
  };
}
