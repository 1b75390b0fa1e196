import { SIGN_IN_PAGE_PATH } from '@founder/contracts';

export interface NavigationLink {
  label: string;
  to: string;
}

export const DASHBOARD_LINK: NavigationLink = { label: 'Dashboard', to: '/dashboard' };

/** The idea tools, in the order a founder uses them. */
export const IDEA_TOOL_LINKS: readonly NavigationLink[] = [
  { label: 'Submit Idea', to: '/submit-idea' },
  { label: 'Business Plan', to: '/business-plan' },
  { label: 'Pitch Deck', to: '/pitch-deck' },
  { label: 'Financial Model', to: '/financial-modeling' },
  { label: 'Market Research', to: '/market-research' },
];

/** After the idea tools, for a signed-in founder. */
export const WORKSPACE_LINKS: readonly NavigationLink[] = [
  { label: 'Platform', to: '/platform' },
  { label: 'Events & Networking', to: '/events-networking' },
  { label: 'Profile & Settings', to: '/profile' },
];

/** A signed-out visitor: both go to the sign-in page, as on the landing page (spec section 2). */
export const SIGNED_OUT_LINKS: readonly NavigationLink[] = [
  { label: 'Log in', to: SIGN_IN_PAGE_PATH },
  { label: 'Launch App', to: SIGN_IN_PAGE_PATH },
];
