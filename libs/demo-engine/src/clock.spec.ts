import { systemClock } from './clock';

describe('systemClock', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('reads the (fake) time at each call', () => {
    expect(systemClock.now()).toBe(1_000_000);
    jest.advanceTimersByTime(1500);
    expect(systemClock.now()).toBe(1_001_500);
  });

  it('ticks every interval until stopped', () => {
    const onTick = jest.fn();
    const stop = systemClock.every(100, onTick);
    jest.advanceTimersByTime(99);
    expect(onTick).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(900);
    expect(onTick).toHaveBeenCalledTimes(10);
    stop();
    jest.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(10);
  });
});
