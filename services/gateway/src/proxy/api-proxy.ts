import { serviceForPath, type ServiceName } from '@founder/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { notFoundError, sendError } from '../errors/error-replies';
import { DOCUMENT_UPLOAD_BODY_LIMIT_BYTES, LOGO_UPLOAD_BODY_LIMIT_BYTES, type GatewayConfig } from '../gateway-config';
import type { IdentityHandoff } from '../identity/identity-handoff';
import { crossOriginGuard } from '../security/cross-origin-guard';
import { isEventStream, openEventStreams } from './event-streams';
import { compressesAnswer, registerJsonCompression } from './json-compression';
import { isLongLivedCall } from './long-lived-calls';
import { OpenStreamLimits } from './open-stream-limits';
import { SHARED_CACHE_MAX_BODY_BYTES, sharedLifetimeMs, type SharedAnswerCache } from './shared-cache';
import { streamedBodyRoutes } from './streamed-bodies';
import { BACKEND_VERSION_HEADER, backendFor, type BackendRolloutsFile } from './backend-rollouts';
import { callUpstream, upstreamPath, upstreamRequestHeaders, type UpstreamAnswer } from './upstream-call';
import { upstreamDeadlineMs } from './upstream-deadline';
import { upstreamFailure } from './upstream-failure';
import type { UpstreamPools } from './upstream-pools';

export interface ApiProxyOptions {
  config: GatewayConfig;
  identity: IdentityHandoff;
  sharedCache: SharedAnswerCache;
  pools: UpstreamPools;
  /** Which version of a service answers whom (the runtime manifest's backends). */
  rollouts: BackendRolloutsFile;
  /** Where state-changing calls may come from (cross-origin-guard.ts). */
  origins: () => readonly string[];
}

/**
 * /api/*: each call goes, path and query unchanged, to the service that owns its prefix
 * (API_PREFIX_OWNERS); failures of the service become 502/504 answers, never a hang.
 */
export async function apiProxy(app: FastifyInstance, { config, identity, sharedCache, pools, rollouts, origins }: ApiProxyOptions): Promise<void> {
  // Bodies pass through byte for byte, buffered up to the body limit (Fastify answers 413 beyond
  // it, chunked or not), so a service never sees a truncated request. Uploads stream instead (below).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await registerJsonCompression(app);

  app.addHook('onRequest', crossOriginGuard(origins));
  const eventStreams = openEventStreams(app);
  const openStreams = new OpenStreamLimits(config.openStreams);

  /** Reads an answer whole, keeps it for its lifetime when shareable, then sends it in one write. */
  async function sendWhole(request: FastifyRequest, reply: FastifyReply, service: ServiceName, { headers, body: stream }: UpstreamAnswer, lifetimeMs: number) {
    try {
      const body = await readWhole(stream);
      if (lifetimeMs > 0) {
        const { 'x-request-id': _ownId, ...shared } = headers;
        // A copy: the chunk may be a view of a larger read buffer, which the cache would keep alive.
        sharedCache.store(request.method, request.url, shared, Buffer.from(body), lifetimeMs);
      }
      sendAnswer(reply, body);
    } catch (error) {
      sendError(reply, upstreamFailure(service, error));
    }
  }

  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    const service = serviceForPath(request.url);
    if (!service) return sendError(reply, notFoundError(request));
    // A public answer the service let us share: no session to resolve, no call to make.
    const cached = sharedCache.lookup(request.method, request.url, request.headers['cache-control']);
    if (cached) {
      sendAnswer(reply.code(200).headers(cached.answer.headers).header('age', String(cached.ageSeconds)), cached.answer.body);
      return reply;
    }
    const path = upstreamPath(request.url);
    const longLived = isLongLivedCall(request.method, request.url);
    // Counted until the client's connection closes, whatever ends it; refused before any other work.
    if (longLived) reply.raw.once('close', openStreams.open(request.ip));
    const assertion = await identity.assertionFor(request);
    const body = Buffer.isBuffer(request.body) || request.body instanceof Readable ? request.body : undefined;
    const { upstream, version } = backendFor(request, service, rollouts, pools);
    callUpstream(request, reply, {
      service,
      upstream,
      longLived,
      path,
      headers: identity.forwardedHeaders(upstreamRequestHeaders(request, body), assertion),
      body,
      deadlineMs: upstreamDeadlineMs(config, request.method, request.url),
      answered: (answer) => {
        identity.upstreamAnswered(request);
        // API answers depend on the caller (session, owner cookie): no browser or shared cache
        // may keep one unless the service said otherwise.
        answer.headers['cache-control'] ??= 'no-store';
        reply.code(answer.statusCode).headers(answer.headers).header(BACKEND_VERSION_HEADER, version);
        if (isEventStream(answer.headers['content-type'])) {
          eventStreams.track(reply.raw, answer.body);
          reply.send(answer.body);
          return;
        }
        if (readsWhole(request.method, answer)) {
          const lifetimeMs = sharedCache.enabled ? sharedLifetimeMs(request.method, answer.statusCode, answer.headers) : 0;
          void sendWhole(request, reply, service, answer, lifetimeMs);
        } else sendAnswer(reply, answer.body);
      },
    });
    return reply;
  }

  app.all('/api', proxy);
  app.all('/api/*', proxy);
  // Files stream to ideas as they arrive: ten 25 MB uploads at once must not hold 250 MB here (issue 28).
  await streamedBodyRoutes(
    app,
    [
      { method: 'PUT', url: '/api/companies/:id/logo', bodyLimit: LOGO_UPLOAD_BODY_LIMIT_BYTES },
      { method: 'POST', url: '/api/documents', bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES },
    ],
    proxy,
  );
}

/**
 * Whether an answer is read whole before it is sent: one of known length within the shared cache's
 * bound, which Fastify then writes at once (cheaper than piping a stream: issue 16). Event streams,
 * larger or unknown-length bodies, and answers without a body (HEAD, 204, 304) pass through as they come.
 */
function readsWhole(method: string, { statusCode, headers }: UpstreamAnswer): boolean {
  if (method === 'HEAD' || statusCode === 204 || statusCode === 304) return false;
  const length = Number(headers['content-length']);
  return Number.isInteger(length) && length <= SHARED_CACHE_MAX_BODY_BYTES;
}

/**
 * The body's bytes: its one chunk as it came, or the chunks joined. Not undici's arrayBuffer(),
 * which copies even one chunk: a second 26 KB allocation outside the heap per idea read, the
 * kind of allocation that makes V8 run full garbage collections under load.
 */
async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** JSON over the threshold goes out compressed (json-compression.ts); everything else as it is. */
function sendAnswer(reply: FastifyReply, payload: Buffer | Readable): void {
  if (compressesAnswer(reply.getHeaders())) reply.compress(payload);
  else reply.send(payload);
}
