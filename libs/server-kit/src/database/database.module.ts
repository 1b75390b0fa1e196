import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { createSchemaIfMissing } from './create-schema-if-missing';
import { dataSourceOptions } from './data-source-options';
import type { ServiceDatabase } from './service-database';

// Connection refused, or PostgreSQL's "the database system is starting up".
const STARTING_CODES = new Set(['ECONNREFUSED', '57P03']);

function isDatabaseStarting(error: { code?: string }): boolean {
  return STARTING_CODES.has(error.code ?? '');
}

/** The service's DataSource: schema created, migrations applied, before the app accepts requests. */
@Module({})
export class DatabaseModule {
  static forService(database: ServiceDatabase): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [ServiceEnvironment],
          useFactory: (environment: ServiceEnvironment) => ({
            ...dataSourceOptions(environment.DATABASE_URL, database),
            // A database that is still starting (compose, launcher) gets a few seconds; then the process fails.
            retryAttempts: 5,
            retryDelay: 1000,
            toRetry: isDatabaseStarting,
          }),
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const { url, schema } = options as DataSourceOptions & { url: string; schema: string };
            await createSchemaIfMissing(url, schema);
            return new DataSource(options as DataSourceOptions);
          },
        }),
      ],
    };
  }
}
