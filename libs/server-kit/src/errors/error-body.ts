import { HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import type { ApiErrorBody } from '@founder/contracts';
import { STATUS_CODES } from 'node:http';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
/** The gateway's wording too: a client sees one sentence whichever layer refuses the body. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body is larger than 1 MB';

/** 413 for an uploaded file over its own limit (not the request body limit); its message reaches the client. */
export class FileTooLargeException extends PayloadTooLargeException {}

/**
 * 409 whose body carries what the client needs to resolve it beside the message (a stale edit
 * answers the newer text): the one error that is more than {statusCode, message}.
 */
export class ConflictWithDetailsException extends HttpException {
  constructor(
    message: string,
    readonly details: Readonly<Record<string, unknown>>,
  ) {
    super(message, HttpStatus.CONFLICT);
  }
}

export interface MappedError {
  body: ApiErrorBody & Record<string, unknown>;
  /** True when the error is a bug or an outage rather than a refused request: it must be logged. */
  unexpected: boolean;
}

/**
 * Maps anything thrown while handling a request to the one error body of the platform,
 * {statusCode, message}. Only HttpExceptions carry a message to the client; anything else is
 * a 500 whose details stay in the log.
 */
export function mapError(exception: unknown): MappedError {
  if (isDatabaseUnavailable(exception)) {
    // An outage, not a bug: the client may retry; logged so operators see it.
    return { body: { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE }, unexpected: true };
  }
  if (!(exception instanceof HttpException)) {
    return { body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE }, unexpected: true };
  }
  const statusCode = exception.getStatus();
  if (statusCode >= 500) {
    // 5xx thrown on purpose (e.g. a failed health check) keep their message: they describe an outage, not a secret.
    return { body: { statusCode, message: messageOf(exception.getResponse(), statusCode) }, unexpected: statusCode === 500 };
  }
  // Express and Fastify word the body limit differently; clients see one sentence. A file over its
  // own limit (FileTooLargeException) says which file and which limit.
  const bodyLimit = statusCode === HttpStatus.PAYLOAD_TOO_LARGE && !(exception instanceof FileTooLargeException);
  const message = bodyLimit ? BODY_TOO_LARGE_MESSAGE : messageOf(exception.getResponse(), statusCode);
  const details = exception instanceof ConflictWithDetailsException ? exception.details : {};
  return { body: { ...details, statusCode, message }, unexpected: false };
}

function messageOf(response: string | object, statusCode: number): string {
  if (typeof response === 'string' && response) return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length) return message.join('; ');
  return STATUS_CODES[statusCode] ?? 'Error';
}
