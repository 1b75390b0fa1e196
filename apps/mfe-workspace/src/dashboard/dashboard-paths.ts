/**
 * Where each dashboard section leads, in one place: the /platform paths are built by another
 * branch at the same time, so the lead reconciles them here only.
 */
export const SECTION_PATHS = {
  profile: '/startup-profile',
  'business-strategy': '/platform/business-strategy',
  marketing: '/platform/marketing-strategy',
  legal: '/platform/legal-foundation',
  roadmap: '/platform/product-development',
  'pitch-deck': '/pitch-deck',
  document: '/platform/data-room',
  funding: '/platform/funding',
  events: '/events-networking',
  partners: '/platform/team-and-partners',
  'mvp-builder': '/platform/mvp-builder',
} as const;

/** The idea tools a 'Your ideas' entry opens (mfe-ideas; they show the idea stored as currentIdeaId). */
export const IDEA_TOOL_PATHS = {
  businessPlan: '/business-plan',
  pitchDeck: '/pitch-deck',
  financialModel: '/financial-modeling',
  marketResearch: '/market-research',
} as const;

export const PROFILE_SETTINGS_PATH = '/profile';
export const SUBMIT_IDEA_PATH = '/submit-idea';
/** 'Add people' opens the networking hub, where founders find people to connect with. */
export const ADD_PEOPLE_PATH = '/events-networking';
