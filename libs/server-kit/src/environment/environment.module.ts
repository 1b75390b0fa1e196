import { DynamicModule, Global, Module } from '@nestjs/common';
import { loadEnvironment } from './load-environment';
import { ServiceEnvironment } from './service-environment';

/** Provides the validated environment under ServiceEnvironment and under the service's own class. */
@Global()
@Module({})
export class EnvironmentModule {
  static forService(environmentClass: new () => ServiceEnvironment): DynamicModule {
    return {
      module: EnvironmentModule,
      providers: [
        { provide: ServiceEnvironment, useFactory: () => loadEnvironment(environmentClass) },
        { provide: environmentClass, useExisting: ServiceEnvironment },
      ],
      exports: [ServiceEnvironment, environmentClass],
    };
  }
}
