import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint (or unique index) a failed insert or update hit, or null
 * for any other error. Lets a service answer 409 even when two requests race past a pre-check.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION ? (driverError.constraint ?? '') : null;
}
