import type { INestApplication } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ServiceEnvironment } from '../environment/service-environment';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { logEveryRequest } from '../logging/log-every-request';
import { requestLogOptions } from '../logging/logger-params';
import { BoundedInputPipe } from '../validation/bounded-input.pipe';
import { createValidationPipe } from '../validation/create-validation-pipe';
import { StorableInputPipe } from '../validation/storable-input.pipe';
import { serveOpenApi } from './openapi';

/**
 * App-wide setup shared by bootstrapService and the API tests, so tests run exactly what
 * production runs: pino logger, validation, the error filter, OpenAPI, graceful shutdown.
 */
export function configureApp(app: INestApplication, serviceName: string): INestApplication {
  app.useLogger(app.get(Logger));
  logEveryRequest(app, requestLogOptions(serviceName, app.get(ServiceEnvironment).LOG_LEVEL));
  app.useGlobalPipes(new BoundedInputPipe(), new StorableInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(HttpAdapterHost)));
  serveOpenApi(app, serviceName);
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  app.enableShutdownHooks();
  return app;
}
