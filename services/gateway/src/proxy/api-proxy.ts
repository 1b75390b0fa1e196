import { serviceForPath } from '@founder/contracts';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { notFoundError, sendError } from '../errors/error-replies';
import { DOCUMENT_UPLOAD_BODY_LIMIT_BYTES, LOGO_UPLOAD_BODY_LIMIT_BYTES, type GatewayConfig } from '../gateway-config';
import type { IdentityHandoff } from '../identity/identity-handoff';
import { crossOriginGuard } from '../security/cross-origin-guard';
import { isEventStream, openEventStreams } from './event-streams';
import { setForwardedHeaders } from './forwarded-headers';
import { withoutHopByHopHeaders } from './hop-by-hop-headers';
import { upstreamDeadlineMs } from './upstream-deadline';
import { compressesAnswer, registerJsonCompression } from './json-compression';
import { sharedLifetimeMs, type SharedAnswerCache } from './shared-cache';
import { upstreamFailure, upstreamTimeout } from './upstream-failure';

const UNDICI_TIMER_SLACK_MS = 1000;

export interface ApiProxyOptions {
  config: GatewayConfig;
  identity: IdentityHandoff;
  sharedCache: SharedAnswerCache;
}

/**
 * /api/*: each call goes, path and query unchanged, to the service that owns its prefix
 * (API_PREFIX_OWNERS); failures of the service become 502/504 answers, never a hang.
 */
export async function apiProxy(app: FastifyInstance, { config, identity, sharedCache }: ApiProxyOptions): Promise<void> {
  // Bodies pass through byte for byte, buffered up to the body limit (Fastify answers 413 beyond
  // it, chunked or not), so a service never sees a truncated request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  await app.register(replyFrom, {
    undici: {
      connections: 128,
      pipelining: 1,
      connect: { timeout: config.upstreamConnectTimeoutMs },
      // undici checks these on a coarse clock (up to ~1 s late); the precise deadline is ours, below.
      headersTimeout: Math.max(config.upstreamTimeoutMs, config.generationTimeoutMs) + UNDICI_TIMER_SLACK_MS,
      // Between two chunks of a body: an event stream's heartbeats keep it under this.
      bodyTimeout: config.upstreamTimeoutMs,
    },
    disableRequestLogging: true,
    destroyAgent: true,
  });
  await registerJsonCompression(app);

  app.addHook('onRequest', crossOriginGuard(config.publicOrigin));
  const eventStreams = openEventStreams(app);

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    const service = serviceForPath(request.url);
    if (!service) return sendError(reply, notFoundError(request));
    // A public answer the service let us share: no session to resolve, no call to make.
    const cached = sharedCache.lookup(request.method, request.url, request.headers['cache-control']);
    if (cached) {
      sendAnswer(reply.code(200).headers(cached.answer.headers).header('age', String(cached.ageSeconds)), cached.answer.body);
      return reply;
    }
    const assertion = await identity.assertionFor(request);
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;

    // The answer is due within its deadline of calling the service, connecting included.
    const timeoutMs = upstreamDeadlineMs(config, request.method, request.url);
    let timedOut = false;
    const deadline = setTimeout(() => {
      if (reply.sent) return;
      timedOut = true;
      request.log.warn({ service, timeoutMs }, 'upstream did not answer in time');
      sendError(reply, upstreamTimeout(service));
    }, timeoutMs);
    reply.raw.once('close', () => clearTimeout(deadline));
    let upstreamHeaders: IncomingHttpHeaders = {};

    /** Reads a shareable answer whole, keeps it for its lifetime, then sends it. */
    const shareAndSend = async (answeringReply: FastifyReply, stream: AsyncIterable<Buffer>, lifetimeMs: number) => {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        const body = Buffer.concat(chunks);
        const { 'x-request-id': _ownId, ...headers } = upstreamHeaders;
        sharedCache.store(request.method, request.url, headers, body, lifetimeMs);
        sendAnswer(answeringReply, body);
      } catch (error) {
        sendError(answeringReply, upstreamFailure(service, error));
      }
    };

    return reply.from(config.upstreams[service] + request.url, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      // No automatic retries: a POST must never run twice, and a down service should answer fast.
      retryDelay: () => null,
      rewriteRequestHeaders: (_original, headers) =>
        identity.forwardedHeaders(setForwardedHeaders(request, headers as IncomingHttpHeaders), assertion),
      rewriteHeaders: (headers) => {
        identity.upstreamAnswered(request);
        upstreamHeaders = withoutHopByHopHeaders(notStoredUnlessSaid(headers as IncomingHttpHeaders));
        return upstreamHeaders;
      },
      onResponse: (_original, rawReply, upstreamResponse) => {
        const answeringReply = rawReply as FastifyReply;
        clearTimeout(deadline);
        if (timedOut) upstreamResponse.stream.destroy();
        else if (isEventStream(answeringReply.getHeader('content-type'))) {
          eventStreams.track(reply.raw, upstreamResponse.stream);
          answeringReply.send(upstreamResponse.stream);
        } else {
          const lifetimeMs = sharedCache.enabled ? sharedLifetimeMs(request.method, upstreamResponse.statusCode, upstreamHeaders) : 0;
          if (lifetimeMs > 0) void shareAndSend(answeringReply, upstreamResponse.stream, lifetimeMs);
          else sendAnswer(answeringReply, upstreamResponse.stream);
        }
      },
      onError: (failedReply, { error }) => {
        clearTimeout(deadline);
        const failure = upstreamFailure(service, error);
        // reply-from has already logged the error itself.
        request.log.warn({ service, statusCode: failure.statusCode }, 'upstream call failed');
        sendError(failedReply as FastifyReply, failure);
      },
    });
  }

  app.all('/api', proxy);
  app.all('/api/*', proxy);
  app.put('/api/companies/:id/logo', { bodyLimit: LOGO_UPLOAD_BODY_LIMIT_BYTES }, proxy);
  app.post('/api/documents', { bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES }, proxy);
}

/** JSON over the threshold goes out compressed (json-compression.ts); everything else as it is. */
function sendAnswer(reply: FastifyReply, payload: Buffer | NodeJS.ReadableStream): void {
  if (compressesAnswer(reply.getHeaders())) reply.compress(payload);
  else reply.send(payload);
}

/**
 * API answers depend on the caller (session, owner cookie): no browser or shared cache may keep
 * one unless the service said otherwise.
 */
function notStoredUnlessSaid(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  headers['cache-control'] ??= 'no-store';
  return headers;
}
