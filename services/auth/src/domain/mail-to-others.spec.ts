import { canSendMailToOthers } from './mail-to-others';

describe('canSendMailToOthers', () => {
  it('allows a verified address', () => {
    expect(canSendMailToOthers({ email: 'ada@example.com', emailVerified: true })).toBe(true);
  });

  it('refuses an address not verified yet', () => {
    expect(canSendMailToOthers({ email: 'ada@example.com', emailVerified: false })).toBe(false);
  });

  it('refuses an account without an address, whatever its flag says', () => {
    expect(canSendMailToOthers({ email: null, emailVerified: true })).toBe(false);
  });
});
