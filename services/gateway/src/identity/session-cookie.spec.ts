import { sessionCookieValue } from './session-cookie';

describe('sessionCookieValue', () => {
  it('finds founder_session among other cookies', () => {
    expect(sessionCookieValue('founder_bucket=30; founder_session=abc123; theme=dark')).toBe('abc123');
  });

  it('is null without the cookie, without a header, or with an empty value', () => {
    expect(sessionCookieValue('founder_bucket=30')).toBeNull();
    expect(sessionCookieValue(undefined)).toBeNull();
    expect(sessionCookieValue('founder_session=')).toBeNull();
  });

  it('does not match a cookie whose name only contains the session cookie name', () => {
    expect(sessionCookieValue('old_founder_session=x; founder_session_2=y')).toBeNull();
  });

  it('decodes percent-encoding and strips quotes; keeps a malformed encoding as sent', () => {
    expect(sessionCookieValue('founder_session=a%2Bb')).toBe('a+b');
    expect(sessionCookieValue('founder_session="quoted"')).toBe('quoted');
    expect(sessionCookieValue('founder_session=100%')).toBe('100%');
  });

  it('takes the first occurrence', () => {
    expect(sessionCookieValue('founder_session=first; founder_session=second')).toBe('first');
  });
});
