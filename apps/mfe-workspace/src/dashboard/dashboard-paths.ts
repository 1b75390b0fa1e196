import { PLATFORM_ROUTES } from '@founder/contracts';

/** Where each dashboard section leads, in one place. */
export const SECTION_PATHS = {
  profile: '/startup-profile',
  'business-strategy': PLATFORM_ROUTES.businessStrategy,
  marketing: PLATFORM_ROUTES.marketingStrategy,
  legal: PLATFORM_ROUTES.legalFoundation,
  roadmap: PLATFORM_ROUTES.productDevelopment,
  'pitch-deck': '/pitch-deck',
  document: PLATFORM_ROUTES.dataRoom,
  funding: PLATFORM_ROUTES.funding,
  events: PLATFORM_ROUTES.events,
  partners: PLATFORM_ROUTES.teamAndPartners,
  'mvp-builder': PLATFORM_ROUTES.mvpBuilder,
} as const;

/**
 * The idea tools a 'Your ideas' entry opens (mfe-ideas; they show the idea stored as currentIdeaId),
 * with the document kind each produces. Once every kind is in IDEA_DOCUMENTS of the contracts
 * (branch i9-finance adds the model and the research), this list can be read from it.
 */
export const IDEA_TOOLS = [
  { label: 'Business Plan', path: '/business-plan', kind: 'business-plan' },
  { label: 'Pitch Deck', path: '/pitch-deck', kind: 'pitch-deck' },
  { label: 'Financial Model', path: '/financial-modeling', kind: 'financial-model' },
  { label: 'Market Research', path: '/market-research', kind: 'market-research' },
] as const;

export const PROFILE_SETTINGS_PATH = '/profile';
export const SUBMIT_IDEA_PATH = '/submit-idea';
/** 'Add people' opens the networking hub, where founders find people to connect with. */
export const ADD_PEOPLE_PATH = '/events-networking';
