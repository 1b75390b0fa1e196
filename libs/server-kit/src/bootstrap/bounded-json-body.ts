import { BadRequestException } from '@nestjs/common';
import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { jsonTextOutOfBounds } from '../validation/json-text-bounds';

/**
 * JSON bodies up to `limitBytes`, refused with a 400 naming the bound before they are parsed when
 * their shape is over INPUT_BOUNDS (json-text-bounds.ts): the size limit alone let one request
 * hold a service for seconds. Fastify (ideas, community) keeps its own parser, with its
 * __proto__ and constructor checks, for what passes.
 */
export function useBoundedJsonOnFastify(app: NestFastifyApplication, limitBytes: number): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: limitBytes }, (request, body, done) => {
    const text = body.toString('utf8');
    const problem = jsonTextOutOfBounds(text);
    if (problem) done(new BadRequestException(problem), undefined);
    else parseJson(request as FastifyRequest, text, done);
  });
}

/** The same for Express (auth): body-parser's `verify` runs on the bytes before its parser. */
export function useBoundedJsonOnExpress(app: NestExpressApplication, limitBytes: number): void {
  const verify = (_request: IncomingMessage, _response: unknown, body: Buffer) => {
    const problem = jsonTextOutOfBounds(body.toString('utf8'));
    if (problem) throw new BadRequestException(problem);
  };
  // Nest's types leave out `verify` (it sets its own for rawBody), which body-parser takes as it is.
  // Not strict: a primitive body reaches BoundedInputPipe, which answers it as Fastify's apps do.
  app.useBodyParser('json', { limit: limitBytes, verify, strict: false } as NestExpressBodyParserOptionsFor<'json'>);
}
