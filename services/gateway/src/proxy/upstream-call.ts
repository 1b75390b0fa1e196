import type { ServiceName } from '@founder/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { ApiError } from '../errors/api-error';
import { bodyTooLargeMessage, sendError } from '../errors/error-replies';
import { setForwardedHeaders } from './forwarded-headers';
import { withoutHopByHopHeaders } from './hop-by-hop-headers';
import { isBodyTooLarge } from './streamed-bodies';
import { isConnectFailure, isRetryable, upstreamFailure, upstreamTimeout } from './upstream-failure';
import type { UpstreamAddress, UpstreamGroup } from './upstream-pools';

export const PATH_ESCAPE_MESSAGE = 'source/request contain invalid characters';

export interface UpstreamAnswer {
  statusCode: number;
  /** The service's headers without hop-by-hop ones. */
  headers: IncomingHttpHeaders;
  body: Dispatcher.ResponseData['body'];
}

export interface UpstreamCall {
  service: ServiceName;
  /** The addresses of the service's version that answers this caller (backend-rollouts.ts). */
  upstream: UpstreamGroup;
  /** An event stream or a generation call that waits: the addresses' long-lived pools. */
  longLived?: boolean;
  /** Path and query as the service gets them (upstreamPath). */
  path: string;
  /** The request's headers for the service (upstreamRequestHeaders, then the identity hand-off). */
  headers: IncomingHttpHeaders;
  /** Buffered, or (uploads) streamed as the client sends it. */
  body: Buffer | Readable | undefined;
  /** The service's answer (its headers) is due within this, connecting included (for a streamed body: once it is sent); else 504. */
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
 * upstream connection (a streamed body keeps the client's length: the service learns the upload's
 * size before it reads it), who the client is set by forwarded-headers.ts.
 */
export function upstreamRequestHeaders(request: FastifyRequest, body: Buffer | Readable | undefined): IncomingHttpHeaders {
  const headers = withoutHopByHopHeaders({ ...request.headers });
  delete headers.host;
  if (!body || Buffer.isBuffer(body)) delete headers['content-length'];
  if (body) headers['content-type'] ??= 'application/octet-stream';
  return setForwardedHeaders(request, headers);
}

/**
 * Calls the service at one of its addresses and hands its answer on; failures become 502/504
 * answers, never a hang. An idempotent call that could not reach an address is made once more at
 * another (upstream-failure.ts isRetryable), within the same deadline; an address that refuses
 * connections is ejected for a while. The call is cancelled when the deadline passes or the client
 * goes away before the answer.
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
  let deadline: NodeJS.Timeout | undefined;
  const streamedBody = call.body && !Buffer.isBuffer(call.body) ? call.body : null;
  const startDeadline = () => {
    if (answered || cancelled) return;
    deadline = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ service, timeoutMs: deadlineMs }, 'upstream did not answer in time');
      cancelCall();
      fail(reply, upstreamTimeout(service));
    }, deadlineMs);
  };
  // An upload may take longer to arrive than the service has to answer: its clock starts once it is
  // all sent (a client too slow to send is cut off by the server's request timeout).
  if (streamedBody) streamedBody.once('end', startDeadline);
  else startDeadline();
  reply.raw.once('close', () => {
    clearTimeout(deadline);
    if (!answered) cancelCall();
  });

  const attempt = (address: UpstreamAddress, retried: boolean) => {
    address.pool(call.longLived ?? false).request(
      { path: call.path, method: request.method as Dispatcher.HttpMethod, headers: call.headers, body: call.body, signal: cancel },
      (error, answer) => {
        // Our own deadline or a client that left: nothing more to say.
        if (cancelled) {
          clearTimeout(deadline);
          answered = true;
          if (!error) answer.body.destroy();
          return;
        }
        if (error && isConnectFailure(error)) address.ejection.connectFailed();
        else if (!error) address.ejection.answered();
        const another = error && !retried && isRetryable(request.method, streamedBody !== null, error) ? call.upstream.pick(address) : null;
        if (another) {
          request.log.warn({ service, upstream: address.origin, retryAt: another.origin, err: error }, 'upstream call failed; retrying at another address');
          attempt(another, true);
          return;
        }
        clearTimeout(deadline);
        answered = true;
        if (error && (isBodyTooLarge(error) || isBodyTooLarge(streamedBody?.errored))) {
          // The rest of the body is never read: the connection cannot carry another request.
          sendError(reply.header('connection', 'close'), new ApiError(413, bodyTooLargeMessage(request.routeOptions.bodyLimit)));
          return;
        }
        if (error) {
          const failure = upstreamFailure(service, error);
          request.log.warn({ service, upstream: address.origin, statusCode: failure.statusCode, err: error }, 'upstream call failed');
          fail(reply, failure);
          return;
        }
        call.answered({ statusCode: answer.statusCode, headers: withoutHopByHopHeaders(answer.headers as IncomingHttpHeaders), body: answer.body });
      },
    );
  };
  // A group always has an address to try: when all are ejected, the one admitted again soonest.
  attempt(call.upstream.pick() as UpstreamAddress, false);
}
