// When the launcher restarts a process that exited on its own (ARCHITECTURE.md section 10):
// after 1 s, then 2, 4, 8, 16 s; a process that stayed up a minute starts again from 1 s; after
// five restarts in a row that did not last, it is left down (the others keep serving) and logged.
const RESTART_LIMIT = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

/**
 * The decision after an exit. `failures` counts the exits in a row that came before the process
 * had been up STABLE_AFTER_MS (this exit included when it too came early).
 * Returns { failures, delayMs } to restart, or { failures, delayMs: null } to give up.
 */
function nextRestart(previousFailures, upForMs) {
  const failures = upForMs >= STABLE_AFTER_MS ? 1 : previousFailures + 1;
  if (failures > RESTART_LIMIT) return { failures, delayMs: null };
  return { failures, delayMs: Math.min(FIRST_DELAY_MS * 2 ** (failures - 1), MAX_DELAY_MS) };
}

module.exports = { nextRestart, RESTART_LIMIT, STABLE_AFTER_MS };
