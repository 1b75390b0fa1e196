import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { ServiceEnvironment } from '../environment/service-environment';
import { HttpMetrics } from './http-metrics';
import { watchJobQueues } from './job-queue-metrics';
import { MetricsController } from './metrics.controller';
import { ROUTE_PATTERN, routePatternOf } from './route-pattern';

const JOB_QUEUE_SCHEMAS = Symbol('jobQueueSchemas');

interface FastifyLike {
  addHook(name: 'onRequest', hook: (request: { raw: IncomingMessage; routeOptions: { url?: string } }, reply: unknown, done: () => void) => void): void;
}

/**
 * GET /metrics and the series behind it: every request by route pattern, status and version
 * (timed at the HTTP server, so requests no route matched count too), Node's process series, and
 * the depth and age of the service's pg-boss queues. Services add their own series to HttpMetrics' registry.
 */
@Module({})
export class MetricsModule implements OnModuleInit {
  static forService(name: string, jobQueueSchemas: readonly string[] = []): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [
        { provide: JOB_QUEUE_SCHEMAS, useValue: jobQueueSchemas },
        {
          provide: HttpMetrics,
          inject: [ServiceEnvironment],
          useFactory: (environment: ServiceEnvironment) => new HttpMetrics(name, environment.SERVICE_VERSION),
        },
      ],
      exports: [HttpMetrics],
    };
  }

  constructor(
    private readonly metrics: HttpMetrics,
    private readonly adapterHost: HttpAdapterHost,
    private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE_SCHEMAS) private readonly jobQueueSchemas: readonly string[],
  ) {}

  onModuleInit(): void {
    watchJobQueues(this.metrics.registry, this.dataSource, this.jobQueueSchemas);
    const adapter = this.adapterHost.httpAdapter;
    if (adapter.getType() === 'fastify') {
      (adapter.getInstance() as FastifyLike).addHook('onRequest', (request, _reply, done) => {
        if (request.routeOptions.url) Object.assign(request.raw, { [ROUTE_PATTERN]: request.routeOptions.url });
        done();
      });
    }
    (adapter.getHttpServer() as Server).prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const started = process.hrtime.bigint();
      response.once('close', () => {
        const route = routePatternOf(request);
        if (route === '/metrics') return;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.metrics.observe({ method: request.method ?? 'GET', route, statusCode: response.statusCode, seconds });
      });
    });
  }
}
