import { RATE_LIMITS, accountOfAttempt, rateLimitsOf } from './rate-limits';

describe('rate limits', () => {
  it('limits login to 20 attempts per IP in 5 minutes (failures per account are slowed by LOGIN_SLOWDOWN)', () => {
    expect(RATE_LIMITS.login).toEqual({ perIp: { limit: 20, windowMs: 300_000 } });
  });

  it('limits the waitlist to 10 sign-ups per client an hour', () => {
    expect(RATE_LIMITS.waitlist).toEqual({ perIp: { limit: 10, windowMs: 3_600_000 } });
  });

  it('limits sign-up to 20 per IP an hour and 5 per email in 15 minutes', () => {
    expect(RATE_LIMITS.signUp).toEqual({ perIp: { limit: 20, windowMs: 3_600_000 }, perAccount: { limit: 5, windowMs: 900_000 } });
  });

  it('replaces only the per-IP count when overridden', () => {
    expect(rateLimitsOf('signUp', 1000)).toEqual({ ...RATE_LIMITS.signUp, perIp: { limit: 1000, windowMs: 3_600_000 } });
    expect(rateLimitsOf('login')).toBe(RATE_LIMITS.login);
  });
});

describe('accountOfAttempt', () => {
  it('is the email as stored: trimmed and lower-cased', () => {
    expect(accountOfAttempt({ email: '  Ada@Example.COM ' })).toBe('ada@example.com');
  });

  it.each([[undefined], [null], ['text'], [{}], [{ email: 42 }], [{ email: '   ' }]])('is null for %j', (body) => {
    expect(accountOfAttempt(body)).toBeNull();
  });
});
