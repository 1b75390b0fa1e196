import { errorCodes, type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import { finished, Transform, type TransformCallback } from 'node:stream';

/** A route whose request body goes to the service as it arrives, within its bodyLimit. */
export interface StreamedBodyRoute {
  method: 'POST' | 'PUT';
  url: string;
  bodyLimit: number;
}

/** Fastify's own error for a body over the route's limit: answered 413 naming the limit (error-replies.ts). */
export function bodyTooLarge(): Error {
  return new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
}

export function isBodyTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/** Passes a request body on and counts it; the first byte past `limit` fails it with bodyTooLarge(). */
export class BodyLimitStream extends Transform {
  private bytes = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(bodyTooLarge());
    done(null, chunk);
  }
}

/**
 * Registers routes (the uploads) whose bodies stream to the service as they arrive, never held
 * whole in the gateway: memory stays a few buffers per upload whatever its size. A declared
 * Content-Length over the limit is refused before a byte is read; a chunked body, at the first byte
 * past it (upstream-call.ts answers 413 and closes the connection).
 */
export async function streamedBodyRoutes(app: FastifyInstance, routes: readonly StreamedBodyRoute[], handler: RouteHandlerMethod): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const limit = request.routeOptions.bodyLimit;
      if (Number(request.headers['content-length']) > limit) return done(bodyTooLarge(), undefined);
      const body = new BodyLimitStream(limit);
      // A client that goes away midway fails the body, and with it the call to the service.
      finished(payload, (error) => {
        if (error) body.destroy(error);
      });
      payload.pipe(body);
      done(null, body);
    });
    // The service answered before it read the whole upload (a refusal; undici then drops the
    // body): what the client still sends is read and dropped, up to the limit, so its answer
    // arrives whole and its connection stays usable.
    scope.addHook('onResponse', (request, _reply, next) => {
      const incoming = request.raw;
      if (!incoming.complete && !incoming.destroyed) {
        const limit = request.routeOptions.bodyLimit;
        let dropped = 0;
        incoming.unpipe();
        incoming.on('data', (chunk: Buffer) => {
          dropped += chunk.length;
          if (dropped > limit) incoming.destroy();
        });
        incoming.resume();
      }
      next();
    });
    for (const route of routes) scope.route({ ...route, handler });
  });
}
