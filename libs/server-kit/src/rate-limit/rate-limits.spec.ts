import { clientAddress, tooManyAttemptsMessage } from './rate-limits';

describe('clientAddress', () => {
  it("takes the gateway's x-forwarded-for, else the peer address", () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9, 10.0.0.1', '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress(undefined, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
    expect(clientAddress('', undefined)).toBe('unknown');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says how many minutes to wait, at least one', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
