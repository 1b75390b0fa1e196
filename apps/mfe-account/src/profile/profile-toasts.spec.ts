import type { CurrentUser } from '@founder/contracts';
import { PROFILE_UPDATED_TOAST, profileUpdatedToast } from './profile-toasts';

const user: CurrentUser = {
  id: 7,
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  avatar: null,
  walletAddress: null,
  walletType: null,
  chainId: null,
  createdAt: '2026-03-05T12:00:00.000Z',
};

describe('profileUpdatedToast', () => {
  it('is the spec toast when the address stays', () => {
    expect(profileUpdatedToast(user, { name: 'Ada', email: 'ada@example.com' })).toBe(PROFILE_UPDATED_TOAST);
  });

  it('says where the link went when the save asked for a new address', () => {
    expect(profileUpdatedToast({ ...user, pendingEmail: 'new@example.com' }, { email: ' New@Example.com ' })).toEqual({
      title: 'Profile updated',
      description: 'Confirm the new address: we sent a link to new@example.com. Until then, your account keeps using its current address.',
    });
  });

  it('is the spec toast when a new address was waiting already and this save changed only the name', () => {
    expect(profileUpdatedToast({ ...user, pendingEmail: 'new@example.com' }, { name: 'Ada', email: 'ada@example.com' })).toBe(PROFILE_UPDATED_TOAST);
  });
});
