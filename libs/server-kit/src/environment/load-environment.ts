import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationMessage } from '../validation/validation-message';
import type { ServiceEnvironment } from './service-environment';

export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/**
 * Reads and checks a service's environment class at start-up. A missing or wrong variable
 * throws one message naming every bad variable; values are never echoed (secrets).
 */
export function loadEnvironment<T extends ServiceEnvironment>(
  environmentClass: new () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  // Empty strings count as unset, so `FOO=` falls back to the default like a missing FOO.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const environment = plainToInstance(environmentClass, defined, { exposeDefaultValues: true });
  const errors = validateSync(environment, { stopAtFirstError: true });
  if (errors.length) throw new InvalidEnvironmentError(`Invalid environment: ${validationMessage(errors)}`);
  return environment;
}
