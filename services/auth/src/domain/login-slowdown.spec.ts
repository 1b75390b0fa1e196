import { delayAfterFailure, LOGIN_SLOWDOWN, waitsAfterFreeFailures } from './login-slowdown';

describe('LOGIN_SLOWDOWN', () => {
  it('allows 10 free failures in 15 minutes, then waits from 1 up to 15 minutes', () => {
    expect(LOGIN_SLOWDOWN).toEqual({ freeFailures: 10, windowMs: 900_000, firstDelayMs: 60_000, maxDelayMs: 900_000 });
  });
});

describe('delayAfterFailure', () => {
  it('costs nothing for the first 9 failures', () => {
    expect([1, 2, 9].map((failures) => delayAfterFailure(failures))).toEqual([null, null, null]);
  });

  it('waits 1, 2, 4, 8 minutes after the 10th to 13th failure, then 15 minutes for every later one', () => {
    expect([10, 11, 12, 13, 14, 15, 100, 10_000].map((failures) => delayAfterFailure(failures)! / 60_000)).toEqual([1, 2, 4, 8, 15, 15, 15, 15]);
  });

  it('follows the slowdown it is given', () => {
    expect(delayAfterFailure(3, { freeFailures: 2, windowMs: 1000, firstDelayMs: 10, maxDelayMs: 25 })).toBe(20);
    expect(delayAfterFailure(4, { freeFailures: 2, windowMs: 1000, firstDelayMs: 10, maxDelayMs: 25 })).toBe(25);
  });
});

describe('waitsAfterFreeFailures', () => {
  it('lists the waits from the first to the cap', () => {
    expect(waitsAfterFreeFailures().map((ms) => ms / 60_000)).toEqual([1, 2, 4, 8, 15]);
    expect(waitsAfterFreeFailures({ freeFailures: 2, windowMs: 1000, firstDelayMs: 10, maxDelayMs: 10 })).toEqual([10]);
  });
});
