import { PROFILE_TABS, profileTabOf, profileTabPath } from './profile-tabs';

describe('profile tabs as nested routes', () => {
  it('gives General the area index and every other tab its own path', () => {
    expect(PROFILE_TABS.map((tab) => profileTabPath(tab.value))).toEqual(['/profile', '/profile/security', '/profile/wallet', '/profile/preferences', '/profile/notifications']);
  });

  it('reads the tab back from the path, a trailing slash included', () => {
    expect(profileTabOf('/profile')).toBe('general');
    expect(profileTabOf('/profile/security')).toBe('security');
    expect(profileTabOf('/profile/wallet/')).toBe('wallet');
    expect(profileTabOf('/profile/preferences')).toBe('preferences');
    expect(profileTabOf('/profile/notifications')).toBe('notifications');
  });
});
