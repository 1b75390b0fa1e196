import { defaultUsername, type CurrentUser } from '@founder/contracts';
import { longDayLabel } from '@founder/ui';

export { initialsOf } from '@founder/contracts';

/** Display rules of the profile page (spec sections 2 and 3, Profile and Current user). */

export function displayName(user: Pick<CurrentUser, 'name'>): string {
  return user.name?.trim() ? user.name : 'Unnamed User';
}

/** The username, or the default one derived from the id. */
export function displayUsername(user: Pick<CurrentUser, 'id' | 'username'>): string {
  return user.username?.trim() ? user.username : defaultUsername(user.id);
}

export type AccountType = 'Hybrid Account' | 'Wallet Account' | 'Email Account';

export function accountTypeOf(user: Pick<CurrentUser, 'walletAddress' | 'email'>): AccountType {
  if (user.walletAddress && user.email) return 'Hybrid Account';
  if (user.walletAddress) return 'Wallet Account';
  return 'Email Account';
}

/** Chain 1 Ethereum Mainnet, 101 Solana Mainnet, otherwise 'Chain {n}'. */
export function networkLabel(chainId: number): string {
  if (chainId === 1) return 'Ethereum Mainnet';
  if (chainId === 101) return 'Solana Mainnet';
  return `Chain ${chainId}`;
}

/** The first 6 and last 4 characters of a wallet address. */
export function shortWalletAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** 'phantom' is Phantom; any other wallet type is treated as MetaMask. */
export function walletName(walletType: string | null): 'Phantom' | 'MetaMask' {
  return walletType === 'phantom' ? 'Phantom' : 'MetaMask';
}

/** "Member since": the day the account was made, its month in full. */
export function memberSince(createdAt: string): string {
  return longDayLabel(createdAt);
}
