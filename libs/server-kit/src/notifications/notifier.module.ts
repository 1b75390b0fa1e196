import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { Notifier } from './notifier';

/** The Notifier of a service whose environment extends NotifyingServiceEnvironment; its queue lives in `queueSchema`. */
@Global()
@Module({})
export class NotifierModule {
  static forService(queueSchema: string): DynamicModule {
    return {
      module: NotifierModule,
      providers: [
        {
          provide: Notifier,
          inject: [DataSource, ServiceEnvironment],
          useFactory: (dataSource: DataSource, environment: ServiceEnvironment) => new Notifier(dataSource, environment, queueSchema),
        },
      ],
      exports: [Notifier],
    };
  }
}
