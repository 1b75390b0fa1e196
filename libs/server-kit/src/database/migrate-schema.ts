import { DataSource } from 'typeorm';
import { createSchemaIfMissing } from './create-schema-if-missing';
import { dataSourceOptions } from './data-source-options';
import { withMigrationLock } from './migration-lock';
import type { ServiceDatabase } from './service-database';

/**
 * Creates the service's schema and runs its pending migrations, each in its own transaction, under
 * the schema's migration lock: runners that start together run them once, one after the other
 * (the second finds nothing to do). Answers the names of the migrations this call ran.
 */
export async function migrateSchema(url: string, database: ServiceDatabase): Promise<string[]> {
  return withMigrationLock(url, database.schema, async () => {
    await createSchemaIfMissing(url, database.schema);
    const dataSource = new DataSource({ ...dataSourceOptions(url, database), poolSize: 1, applicationName: `founder-${database.schema}-migrate` });
    await dataSource.initialize();
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  });
}
