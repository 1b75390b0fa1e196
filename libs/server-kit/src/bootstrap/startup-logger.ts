import { ConsoleLogger } from '@nestjs/common';

/**
 * JSON lines for whatever is logged before the pino logger takes over, above all the reason a
 * start failed, so a failed start reads like the rest of the log.
 */
export function startupLogger(): ConsoleLogger {
  return new ConsoleLogger({ json: true });
}
