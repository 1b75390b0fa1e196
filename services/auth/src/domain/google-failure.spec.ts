import { GoogleSignInRefused, googleFailureCode } from './google-failure';

describe('googleFailureCode', () => {
  it('keeps the code of our own refusal', () => {
    expect(googleFailureCode(new GoogleSignInRefused('google_email'), undefined)).toBe('google_email');
  });

  it('reads any other error as a failed sign-in', () => {
    expect(googleFailureCode(new Error('Failed to obtain access token'), undefined)).toBe('google_failed');
  });

  it('reads a 403 failure as a state that did not match', () => {
    expect(googleFailureCode(null, 403)).toBe('google_expired');
  });

  it('reads a failure without an error as a cancelled sign-in', () => {
    expect(googleFailureCode(null, undefined)).toBe('google_cancelled');
  });
});
