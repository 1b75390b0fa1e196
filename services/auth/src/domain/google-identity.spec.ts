import { googleIdentityOf } from './google-identity';

describe('googleIdentityOf', () => {
  it('reads id, email (lower-cased), verification, name and picture', () => {
    expect(
      googleIdentityOf({
        id: '1234567890',
        displayName: ' Grace Hopper ',
        emails: [{ value: 'Grace@Example.com', verified: true }],
        photos: [{ value: 'https://lh3.googleusercontent.com/a/grace' }],
      }),
    ).toEqual({
      googleId: '1234567890',
      email: 'grace@example.com',
      emailVerified: true,
      name: 'Grace Hopper',
      avatar: 'https://lh3.googleusercontent.com/a/grace',
    });
  });

  it('counts the string "true" as verified and anything else as not', () => {
    expect(googleIdentityOf({ id: '1', emails: [{ value: 'a@b.co', verified: 'true' }] })?.emailVerified).toBe(true);
    expect(googleIdentityOf({ id: '1', emails: [{ value: 'a@b.co', verified: false }] })?.emailVerified).toBe(false);
    expect(googleIdentityOf({ id: '1', emails: [{ value: 'a@b.co' }] })?.emailVerified).toBe(false);
  });

  it('leaves out what is missing or unsafe', () => {
    expect(googleIdentityOf({ id: '1', photos: [{ value: 'javascript:alert(1)' }] })).toEqual({
      googleId: '1',
      email: null,
      emailVerified: false,
      name: null,
      avatar: null,
    });
  });

  it('is null without a usable subject id', () => {
    expect(googleIdentityOf({})).toBeNull();
    expect(googleIdentityOf({ id: 7 })).toBeNull();
    expect(googleIdentityOf({ id: 'x'.repeat(256) })).toBeNull();
  });
});
