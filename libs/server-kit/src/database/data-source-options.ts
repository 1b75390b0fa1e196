import type { DataSourceOptions } from 'typeorm';
import type { ServiceDatabase } from './service-database';

/**
 * The one DataSource configuration of a service, used by the app and by the TypeORM CLI.
 * Tables and the migrations table live in the service's own schema (ARCHITECTURE.md section 6);
 * the schema changes only through committed migrations, never by synchronize.
 */
export function dataSourceOptions(url: string, database: ServiceDatabase): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: database.schema,
    entities: database.entities,
    migrations: database.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: `founder-${database.schema}`,
  };
}
