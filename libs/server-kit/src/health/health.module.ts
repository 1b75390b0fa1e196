import { DynamicModule, Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { ServiceDatabase } from '../database/service-database';
import { HealthController, SERVICE_DATABASE } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

/** GET /health, /health/live and /health/ready; ReadinessChecks for the service's own conditions. */
@Global()
@Module({})
export class HealthModule {
  static forService(database: ServiceDatabase): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
      controllers: [HealthController],
      providers: [{ provide: SERVICE_DATABASE, useValue: database }, ReadinessChecks],
      exports: [ReadinessChecks],
    };
  }
}
