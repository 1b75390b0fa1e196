import { cookieValue } from './request-cookies';

describe('cookieValue', () => {
  it('finds a cookie among others', () => {
    expect(cookieValue('founder_bucket=30; founder_session=abc123; theme=dark', 'founder_session')).toBe('abc123');
    expect(cookieValue(['theme=dark', 'founder_owner=id-1'], 'founder_owner')).toBe('id-1');
  });

  it('is null when the cookie is absent or empty, or only a look-alike is there', () => {
    expect(cookieValue(undefined, 'founder_session')).toBeNull();
    expect(cookieValue('', 'founder_session')).toBeNull();
    expect(cookieValue('founder_bucket=30', 'founder_session')).toBeNull();
    expect(cookieValue('founder_session=', 'founder_session')).toBeNull();
    expect(cookieValue('old_founder_session=x; founder_session_2=y; flag', 'founder_session')).toBeNull();
  });

  it('decodes like the cookie package: quotes dropped, %-escapes decoded, malformed ones kept', () => {
    expect(cookieValue('founder_session=a%2Bb', 'founder_session')).toBe('a+b');
    expect(cookieValue('founder_session="quoted"', 'founder_session')).toBe('quoted');
    expect(cookieValue('founder_session=100%', 'founder_session')).toBe('100%');
    expect(cookieValue('founder_session= spaced ', 'founder_session')).toBe('spaced');
  });

  it('takes the first of two cookies with the name', () => {
    expect(cookieValue('founder_session=first; founder_session=second', 'founder_session')).toBe('first');
  });
});
