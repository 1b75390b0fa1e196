import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { requestIdOf } from '../logging/request-id';
import { useBoundedJsonOnExpress, useBoundedJsonOnFastify } from './bounded-json-body';
import { replyFastifyErrorsAsErrorBodies } from './fastify-error-replies';
import { startupLogger } from './startup-logger';

export type HttpAdapterName = 'fastify' | 'express';

/** Largest JSON body a service accepts; larger ones get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The Nest app on its HTTP adapter: Fastify for ideas and community, Express for auth
 * (@nestjs/passport needs Express, ARCHITECTURE.md section 5). Both accept JSON up to 1 MiB, of a
 * bounded shape (bounded-json-body.ts).
 */
export async function createServiceApp(appModule: Type<unknown>, adapter: HttpAdapterName): Promise<INestApplication> {
  // Logs wait for pino (configureApp); abortOnError: false lets bootstrap report a failed start and exit 1.
  const options = { bufferLogs: true, abortOnError: false, logger: startupLogger() };
  if (adapter === 'fastify') {
    // Fastify's request id is the one in the request logs (Fastify copies it onto req.raw).
    const fastify = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, genReqId: requestIdOf });
    const app = await NestFactory.create<NestFastifyApplication>(appModule, fastify, options);
    replyFastifyErrorsAsErrorBodies(app);
    useBoundedJsonOnFastify(app, BODY_LIMIT_BYTES);
    return app;
  }
  const app = await NestFactory.create<NestExpressApplication>(appModule, new ExpressAdapter(), { ...options, bodyParser: false });
  useBoundedJsonOnExpress(app, BODY_LIMIT_BYTES);
  app.disable('x-powered-by');
  // No ETag: API answers are not cached (the gateway adds no-store), and Express hashed every body for it.
  app.set('etag', false);
  return app;
}
