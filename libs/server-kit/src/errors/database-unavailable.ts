export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';

/** Socket-level failures to reach PostgreSQL (node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * PostgreSQL SQLSTATEs of a server that is gone or not taking work: class 08 (connection
 * exception), 57P01-57P03 (shutting down, crash recovery, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres reports a dropped or never-made connection with these words and no code. */
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection is not established/i;

/**
 * True when an error means "PostgreSQL cannot be reached right now" rather than a bug: it is then
 * answered 503, not 500. TypeORM wraps the driver's error (driverError); node wraps
 * several connection attempts in an AggregateError (errors).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((candidate) => candidate !== error && isDatabaseUnavailable(candidate, depth + 1));
}
