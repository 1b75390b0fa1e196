import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { Mailer } from './mailer';

/** The Mailer of a service whose environment extends MailingServiceEnvironment; its queue lives in `queueSchema`. */
@Global()
@Module({})
export class MailModule {
  static forService(queueSchema: string): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: Mailer,
          inject: [DataSource, ServiceEnvironment],
          useFactory: (dataSource: DataSource, environment: ServiceEnvironment) => new Mailer(dataSource, environment, queueSchema),
        },
      ],
      exports: [Mailer],
    };
  }
}
