import { Logger } from '@nestjs/common';

/**
 * The API suites share one database, so the notify and mail queues too: a notification an earlier
 * suite left behind is retried by this suite's worker, which has no auth to hand it to. Those
 * retries are not this suite's doing.
 */
const OTHER_SUITES_LEFTOVERS = new Set(['Notifier', 'Mailer']);

export interface CapturedWarnings {
  /** The warnings logged since capture began (message and context arguments), other suites' queue leftovers left out. */
  readonly warnings: jest.Mock;
  /** Gives Logger#warn back. */
  restore(): void;
}

/** Silences Logger#warn and records what the app under test warned about. */
export function captureWarnings(): CapturedWarnings {
  const warnings = jest.fn();
  const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, ...args: unknown[]) {
    const context = (this as unknown as { context?: string }).context;
    if (!context || !OTHER_SUITES_LEFTOVERS.has(context)) warnings(...args);
  });
  return { warnings, restore: () => spy.mockRestore() };
}
