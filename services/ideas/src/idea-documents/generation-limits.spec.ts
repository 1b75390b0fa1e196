import { GENERATION_LIMITS, generationCallerKey, tooManyGenerationsMessage } from './generation-limits';

describe('generation limits', () => {
  it('allow an account 30 documents and 60 regenerated parts an hour, a client without one 10 and 20', () => {
    expect(GENERATION_LIMITS).toEqual({
      signedIn: { documents: { limit: 30, windowMs: 3_600_000 }, parts: { limit: 60, windowMs: 3_600_000 } },
      anonymous: { documents: { limit: 10, windowMs: 3_600_000 }, parts: { limit: 20, windowMs: 3_600_000 } },
    });
  });

  it('count against the account, else the address (never the owner cookie)', () => {
    expect(generationCallerKey(7, '203.0.113.9')).toBe('user:7');
    expect(generationCallerKey(null, '203.0.113.9')).toBe('address:203.0.113.9');
    expect(generationCallerKey(undefined, '::1')).toBe('address:::1');
  });

  it('say how many minutes to wait', () => {
    expect(tooManyGenerationsMessage(0)).toBe('Too many generations. Please try again in 1 minute.');
    expect(tooManyGenerationsMessage(61)).toBe('Too many generations. Please try again in 2 minutes.');
    expect(tooManyGenerationsMessage(3600)).toBe('Too many generations. Please try again in 60 minutes.');
  });
});
