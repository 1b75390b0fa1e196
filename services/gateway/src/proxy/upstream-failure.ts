import type { ServiceName } from '@founder/contracts';
import { ApiError } from '../errors/api-error';

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

/** The address could not be reached at all: it is ejected for a while (upstream-ejection.ts). */
const CONNECT_FAILURE_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The connection closed before any byte of an answer (a kept-alive socket the instance dropped as it died). */
const CONNECTION_LOST_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** Whether the failure says the address is unreachable, not merely slow or failing one call. */
export function isConnectFailure(error: unknown): boolean {
  return errorCodes(error).some((code) => CONNECT_FAILURE_CODES.has(code));
}

/**
 * Whether another address may be asked the same: an idempotent method whose request never reached
 * a service or got no byte back (undici reports an error only before the answer's headers). Never
 * a POST or PATCH, nor PUT or DELETE (a reset may come after the service acted), nor a streamed
 * body (it cannot be sent twice).
 */
export function isRetryable(method: string, streamedBody: boolean, error: unknown): boolean {
  if (streamedBody || !RETRYABLE_METHODS.has(method)) return false;
  return errorCodes(error).some((code) => CONNECT_FAILURE_CODES.has(code) || CONNECTION_LOST_CODES.has(code));
}

const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the client hears when an upstream call fails: 504 when the service was too slow (to
 * accept the connection or to answer), 502 when it is down (refused, reset, unknown host).
 */
export function upstreamFailure(service: ServiceName, error: unknown): ApiError {
  return errorCodes(error).some((code) => TIMEOUT_CODES.has(code)) ? upstreamTimeout(service) : upstreamUnavailable(service);
}

export function upstreamTimeout(service: ServiceName): ApiError {
  return new ApiError(504, `The ${service} service did not answer in time`);
}

export function upstreamUnavailable(service: ServiceName): ApiError {
  return new ApiError(502, `The ${service} service is unavailable`);
}

/** The codes of an error and of its causes (a wrapped socket error keeps its own code). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}
