/** The tabs of '/profile', each its own nested route: '/profile' is General, '/profile/security' Security, ... */
export const PROFILE_TABS = [
  { value: 'general', label: 'General' },
  { value: 'security', label: 'Security' },
  { value: 'wallet', label: 'Wallet' },
  { value: 'preferences', label: 'Preferences' },
  { value: 'notifications', label: 'Notifications' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

export const PROFILE_PATH = '/profile';

/** The path of a tab: General is the area's index. */
export function profileTabPath(tab: ProfileTab): string {
  return tab === 'general' ? PROFILE_PATH : `${PROFILE_PATH}/${tab}`;
}

/** The tab a path under '/profile' shows; the routes send anything else to the area's 404. */
export function profileTabOf(pathname: string): ProfileTab {
  const segment = pathname.slice(PROFILE_PATH.length).replace(/^\/+|\/+$/g, '');
  return PROFILE_TABS.find((tab) => tab.value === segment)?.value ?? 'general';
}
