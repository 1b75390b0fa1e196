import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule } from '../database/database.module';
import type { ServiceDatabase } from '../database/service-database';
import { EnvironmentModule } from '../environment/environment.module';
import { ServiceEnvironment } from '../environment/service-environment';
import { HealthModule } from '../health/health.module';
import { SessionOptionalGuard, SessionRequiredGuard } from '../identity/session-required.guard';
import { loggerParams } from '../logging/logger-params';
import { MetricsModule } from '../metrics/metrics.module';

export interface ServiceCoreOptions {
  /** The service's name, as it appears in logs. */
  name: string;
  environment: new () => ServiceEnvironment;
  database: ServiceDatabase;
  /** pg-boss schemas whose queues /metrics reports (depth, oldest job's age). */
  jobQueueSchemas?: readonly string[];
}

/**
 * What every service's AppModule imports first: validated environment, JSON logs, its database
 * (migrated), GET /health, /health/live and /health/ready, GET /metrics, and the identity guards.
 */
@Global()
@Module({})
export class ServiceCoreModule {
  static forService({ name, environment, database, jobQueueSchemas }: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [
        EnvironmentModule.forService(environment),
        LoggerModule.forRootAsync({
          inject: [ServiceEnvironment],
          useFactory: (env: ServiceEnvironment) => loggerParams(name, env.LOG_LEVEL),
        }),
        DatabaseModule.forService(database),
        HealthModule.forService(database),
        MetricsModule.forService(name, jobQueueSchemas),
      ],
      providers: [SessionRequiredGuard, SessionOptionalGuard],
      exports: [SessionRequiredGuard, SessionOptionalGuard, MetricsModule],
    };
  }
}
