import { ApiError } from '../errors/api-error';
import { OpenStreamLimits } from './open-stream-limits';

const refusal = (open: () => unknown) => {
  try {
    open();
  } catch (error) {
    return error instanceof ApiError ? { status: error.statusCode, message: error.message, headers: error.headers } : error;
  }
  return null;
};

describe('OpenStreamLimits', () => {
  it('refuses a client past its own share with 429, and anyone past the total with 503, each with Retry-After', () => {
    const limits = new OpenStreamLimits({ perClient: 2, total: 3 });
    limits.open('a');
    limits.open('a');
    expect(refusal(() => limits.open('a'))).toEqual({ status: 429, message: 'Too many open streams from this address (2). Close one and try again.', headers: { 'retry-after': '5' } });
    limits.open('b');
    expect(refusal(() => limits.open('c'))).toEqual({ status: 503, message: 'Too many open streams. Please try again shortly.', headers: { 'retry-after': '5' } });
    expect(limits.openCount()).toBe(3);
  });

  it('gives a closed call back once, however often it is closed', () => {
    const limits = new OpenStreamLimits({ perClient: 1, total: 5 });
    const close = limits.open('a');
    close();
    close();
    expect(limits.openCount('a')).toBe(0);
    expect(limits.openCount()).toBe(0);
    limits.open('a');
    expect(limits.openCount('a')).toBe(1);
  });
});
