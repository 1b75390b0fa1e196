import { googleAccountPlan } from './google-account-plan';

const verifiedGoogle = { email: 'ada@example.com', emailVerified: true };

describe('googleAccountPlan', () => {
  it('signs in the account already linked to the Google id, whatever the email', () => {
    expect(googleAccountPlan({ id: 1, emailVerified: true }, { id: 2, emailVerified: false }, verifiedGoogle)).toEqual({ kind: 'sign-in', userId: 1 });
    expect(googleAccountPlan({ id: 1, emailVerified: true }, null, { email: null, emailVerified: false })).toEqual({ kind: 'sign-in', userId: 1 });
  });

  it('links the account with the same email instead of creating a second one', () => {
    expect(googleAccountPlan(null, { id: 2, emailVerified: true }, verifiedGoogle)).toEqual({ kind: 'link', userId: 2, revokeOtherSessions: false });
  });

  it("ends the sessions of an account whose email is proven only now", () => {
    expect(googleAccountPlan(null, { id: 2, emailVerified: false }, verifiedGoogle)).toEqual({ kind: 'link', userId: 2, revokeOtherSessions: true });
  });

  it('never links on an email Google does not vouch for', () => {
    expect(googleAccountPlan(null, { id: 2, emailVerified: true }, { email: 'ada@example.com', emailVerified: false })).toEqual({
      kind: 'refuse',
      code: 'google_email',
    });
  });

  it('refuses a new Google account without an email', () => {
    expect(googleAccountPlan(null, null, { email: null, emailVerified: false })).toEqual({ kind: 'refuse', code: 'google_email' });
  });

  it('creates an account otherwise', () => {
    expect(googleAccountPlan(null, null, verifiedGoogle)).toEqual({ kind: 'create' });
    expect(googleAccountPlan(null, null, { email: 'new@example.com', emailVerified: false })).toEqual({ kind: 'create' });
  });
});
