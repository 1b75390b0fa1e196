import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { dataSourceOptions } from './data-source-options';
import { migrateSchema } from './migrate-schema';
import type { ServiceDatabase } from './service-database';
import { waitForMigrations } from './wait-for-migrations';

// Connection refused, or PostgreSQL's "the database system is starting up".
const STARTING_CODES = new Set(['ECONNREFUSED', '57P03']);

function isDatabaseStarting(error: { code?: string }): boolean {
  return STARTING_CODES.has(error.code ?? '');
}

/**
 * The service's DataSource, opened on a schema at this build's version before the app accepts
 * requests: migrated here under the schema's lock (MIGRATIONS=run), or migrated by the migration
 * job while this start waits (MIGRATIONS=off).
 */
@Module({})
export class DatabaseModule {
  static forService(database: ServiceDatabase): DynamicModule {
    // The factory below gets only the options; the environment comes from useFactory, which runs first.
    let environment: ServiceEnvironment;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [ServiceEnvironment],
          useFactory: (injected: ServiceEnvironment) => {
            environment = injected;
            return {
              ...dataSourceOptions(environment.DATABASE_URL, database),
              // A database that is still starting (compose, launcher) gets a few seconds; then the process fails.
              retryAttempts: 5,
              retryDelay: 1000,
              toRetry: isDatabaseStarting,
            };
          },
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const url = environment.DATABASE_URL;
            if (environment.MIGRATIONS === 'run') await migrateSchema(url, database);
            else await waitForMigrations(url, database, { limitMs: environment.MIGRATIONS_WAIT_SECONDS * 1000 });
            return new DataSource(options as DataSourceOptions);
          },
        }),
      ],
    };
  }
}
