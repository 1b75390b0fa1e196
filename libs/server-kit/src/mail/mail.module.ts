import { DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { ReadinessChecks } from '../health/readiness-checks';
import { Mailer } from './mailer';

/**
 * The Mailer of a service whose environment extends MailingServiceEnvironment; its queue lives in
 * `queueSchema`. `delivers` says whether this instance delivers mail (a web-only instance only queues it).
 */
@Global()
@Module({})
export class MailModule {
  static forService(queueSchema: string, delivers: (environment: ServiceEnvironment) => boolean = () => true): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: Mailer,
          inject: [DataSource, ServiceEnvironment, ReadinessChecks],
          useFactory: (dataSource: DataSource, environment: ServiceEnvironment, readiness: ReadinessChecks) =>
            new Mailer(dataSource, environment, queueSchema, readiness, delivers(environment)),
        },
      ],
      exports: [Mailer],
    };
  }
}
