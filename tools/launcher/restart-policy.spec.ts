// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nextRestart, RESTART_LIMIT } = require('./restart-policy');

describe('nextRestart', () => {
  it('doubles the wait after each early exit: 1, 2, 4, 8, 16 s', () => {
    let failures = 0;
    const delays: number[] = [];
    for (let exit = 0; exit < RESTART_LIMIT; exit += 1) {
      const decision = nextRestart(failures, 500);
      failures = decision.failures;
      delays.push(decision.delayMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('gives up after five restarts in a row that did not last', () => {
    expect(nextRestart(5, 500)).toEqual({ failures: 6, delayMs: null });
  });

  it('starts again from 1 s once the process had stayed up a minute', () => {
    expect(nextRestart(4, 60_000)).toEqual({ failures: 1, delayMs: 1000 });
  });
});
