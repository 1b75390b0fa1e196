import type { ServiceName } from '@founder/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import { ApiError } from '../errors/api-error';
import { sendError } from '../errors/error-replies';
import { setForwardedHeaders } from './forwarded-headers';
import { withoutHopByHopHeaders } from './hop-by-hop-headers';
import { upstreamFailure, upstreamTimeout } from './upstream-failure';

export const PATH_ESCAPE_MESSAGE = 'source/request contain invalid characters';

export interface UpstreamAnswer {
  statusCode: number;
  /** The service's headers without hop-by-hop ones. */
  headers: IncomingHttpHeaders;
  body: Dispatcher.ResponseData['body'];
}

export interface UpstreamCall {
  service: ServiceName;
  pool: Dispatcher;
  /** Path and query as the service gets them (upstreamPath). */
  path: string;
  /** The request's headers for the service (upstreamRequestHeaders, then the identity hand-off). */
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
  /** The service's answer (its headers) is due within this, connecting included; else 504. */
  deadlineMs: number;
  /** The service answered in time: send its answer. */
  answered(answer: UpstreamAnswer): void;
  /** How a failure (502, 504) is answered; the one JSON error body unless given. */
  failed?: (reply: FastifyReply, error: ApiError) => FastifyReply;
}

/**
 * The path and query a service is asked for: the client's, unchanged, unless its path climbs out
 * of /api with '..' (encoded or not) or cannot be decoded (400 either way).
 */
export function upstreamPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new ApiError(400, 'Malformed URL');
    }
  }
  if (decoded.includes('/..') || decoded.includes('../')) throw new ApiError(400, PATH_ESCAPE_MESSAGE);
  return url;
}

/**
 * The client's request headers as a service gets them: hop-by-hop ones (and those the client's
 * Connection names) dropped before the gateway adds its own, Host and Content-Length left to the
 * upstream connection, who the client is set by forwarded-headers.ts.
 */
export function upstreamRequestHeaders(request: FastifyRequest, body: Buffer | undefined): IncomingHttpHeaders {
  const headers = withoutHopByHopHeaders({ ...request.headers });
  delete headers.host;
  delete headers['content-length'];
  if (body) headers['content-type'] ??= 'application/octet-stream';
  return setForwardedHeaders(request, headers);
}

/**
 * Calls the service over its pool and hands its answer on; failures become 502/504 answers, never
 * a hang. The call is cancelled when the deadline passes or the client goes away before the answer.
 */
export function callUpstream(request: FastifyRequest, reply: FastifyReply, call: UpstreamCall): void {
  const { service, deadlineMs } = call;
  const fail = call.failed ?? sendError;
  // An EventEmitter is a signal undici takes ('abort'), at a fraction of an AbortController's cost.
  const cancel = new EventEmitter();
  let cancelled = false;
  const cancelCall = () => {
    cancelled = true;
    cancel.emit('abort');
  };
  let answered = false;
  const deadline = setTimeout(() => {
    if (reply.sent) return;
    request.log.warn({ service, timeoutMs: deadlineMs }, 'upstream did not answer in time');
    cancelCall();
    fail(reply, upstreamTimeout(service));
  }, deadlineMs);
  reply.raw.once('close', () => {
    clearTimeout(deadline);
    if (!answered) cancelCall();
  });

  call.pool.request(
    { path: call.path, method: request.method as Dispatcher.HttpMethod, headers: call.headers, body: call.body, signal: cancel },
    (error, answer) => {
      clearTimeout(deadline);
      answered = true;
      // Our own deadline or a client that left: nothing more to say.
      if (cancelled) {
        if (!error) answer.body.destroy();
        return;
      }
      if (error) {
        const failure = upstreamFailure(service, error);
        request.log.warn({ service, statusCode: failure.statusCode, err: error }, 'upstream call failed');
        fail(reply, failure);
        return;
      }
      call.answered({ statusCode: answer.statusCode, headers: withoutHopByHopHeaders(answer.headers as IncomingHttpHeaders), body: answer.body });
    },
  );
}
