import type { ServiceName } from '@founder/contracts';
import { ApiError } from '../errors/api-error';

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

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
