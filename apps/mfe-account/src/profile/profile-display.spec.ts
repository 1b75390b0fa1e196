import { accountTypeOf, displayName, displayUsername, initialsOf, memberSince, networkLabel, shortWalletAddress, walletName } from './profile-display';

describe('profile display rules', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace king', 'AL'],
    ['  grace  ', 'G'],
    ['', 'U'],
    [null, 'U'],
  ])('initials of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("names a user without a name 'Unnamed User'", () => {
    expect(displayName({ name: null })).toBe('Unnamed User');
    expect(displayName({ name: '  ' })).toBe('Unnamed User');
    expect(displayName({ name: 'Ada' })).toBe('Ada');
  });

  it('falls back to the username derived from the id', () => {
    expect(displayUsername({ id: 42, username: null })).toBe('user42');
    expect(displayUsername({ id: 42, username: 'ada' })).toBe('ada');
  });

  it('labels the account type', () => {
    expect(accountTypeOf({ walletAddress: '0xabc', email: 'a@b.co' })).toBe('Hybrid Account');
    expect(accountTypeOf({ walletAddress: '0xabc', email: null })).toBe('Wallet Account');
    expect(accountTypeOf({ walletAddress: null, email: 'a@b.co' })).toBe('Email Account');
    expect(accountTypeOf({ walletAddress: null, email: null })).toBe('Email Account');
  });

  it('labels networks', () => {
    expect(networkLabel(1)).toBe('Ethereum Mainnet');
    expect(networkLabel(101)).toBe('Solana Mainnet');
    expect(networkLabel(137)).toBe('Chain 137');
  });

  it('shows the first 6 and last 4 characters of a wallet address', () => {
    expect(shortWalletAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290...9EE7');
  });

  it("treats any wallet type but 'phantom' as MetaMask", () => {
    expect(walletName('phantom')).toBe('Phantom');
    expect(walletName('metamask')).toBe('MetaMask');
    expect(walletName(null)).toBe('MetaMask');
  });

  it('writes the creation date in words', () => {
    expect(memberSince('2026-03-05T12:00:00.000Z')).toBe('March 5, 2026');
  });
});
