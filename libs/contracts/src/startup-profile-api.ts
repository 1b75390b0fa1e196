/**
 * The startup profile (spec sections 3, 4, 5, 7 and 9): paths, payloads, option lists, field
 * bounds and the completion formula, shared by the ideas service, /startup-profile and /dashboard
 * so the server and both pages show the same number.
 */

export const STARTUP_PROFILE_PATHS = {
  /** GET (the caller's profile; 404 when none) and POST (create the caller's only profile). */
  profile: '/api/startup-profile',
  /** PATCH: update the caller's profile. */
  profileById: (id: number) => `/api/startup-profile/${id}`,
} as const;

/** Spec section 9, 'Startup profile enumerations'. */
export const STARTUP_PROFILE_INDUSTRIES = [
  'Technology', 'Healthcare', 'Finance', 'E-commerce', 'Education', 'Real Estate', 'Food & Beverage',
  'Transportation', 'Entertainment', 'Energy', 'Manufacturing', 'Other',
] as const;
export const STARTUP_PROFILE_STAGES = ['Idea', 'Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'IPO Ready'] as const;
export const STARTUP_PROFILE_TEAM_SIZES = ['Just me', '2-3 people', '4-10 people', '11-50 people', '51-100 people', '100+ people'] as const;
export const STARTUP_PROFILE_BUSINESS_MODELS = [
  'Subscription', 'One-time purchase', 'Freemium', 'Marketplace', 'Advertising', 'Affiliate', 'Licensing', 'Other',
] as const;
export const STARTUP_PROFILE_PHASES = ['quick-start', 'guided-completion', 'advanced-details'] as const;

export type StartupProfileIndustry = (typeof STARTUP_PROFILE_INDUSTRIES)[number];
export type StartupProfilePhase = (typeof STARTUP_PROFILE_PHASES)[number];

/** Fields restricted to an option list; `revenueModel` takes the business models. */
export const STARTUP_PROFILE_OPTIONS = {
  suggestedIndustry: STARTUP_PROFILE_INDUSTRIES,
  industry: STARTUP_PROFILE_INDUSTRIES,
  stage: STARTUP_PROFILE_STAGES,
  teamSize: STARTUP_PROFILE_TEAM_SIZES,
  revenueModel: STARTUP_PROFILE_BUSINESS_MODELS,
} as const;

/**
 * Longest value of each free-text field, in characters (the spec leaves them open): names and
 * short answers 120, one-paragraph answers 1000, long answers 5000. Enforced by the page, the DTOs
 * and the database.
 */
export const STARTUP_PROFILE_TEXT_LIMITS = {
  startupVision: 5000,
  suggestedCompanyName: 120,
  suggestedProblem: 1000,
  suggestedSolution: 1000,
  companyName: 120,
  location: 120,
  description: 5000,
  problemStatement: 5000,
  solutionApproach: 5000,
  targetMarket: 1000,
  competitiveAdvantage: 5000,
  fundingGoal: 120,
  customerPersonas: 5000,
  marketSize: 1000,
  competitorAnalysis: 5000,
  businessModelDetails: 5000,
  financialAssumptions: 5000,
  marketingChannels: 1000,
  keyMetrics: 1000,
  technologyStack: 1000,
  intellectualProperty: 1000,
  regulatoryConsiderations: 1000,
} as const;

export type StartupProfileTextField = keyof typeof STARTUP_PROFILE_TEXT_LIMITS;
export type StartupProfileOptionField = keyof typeof STARTUP_PROFILE_OPTIONS;
export type StartupProfileField = StartupProfileTextField | StartupProfileOptionField;

/** Every field a founder writes (spec section 3, startup_profiles), in the order the pages show them. */
export const STARTUP_PROFILE_FIELDS = [
  ...(Object.keys(STARTUP_PROFILE_TEXT_LIMITS) as StartupProfileTextField[]),
  ...(Object.keys(STARTUP_PROFILE_OPTIONS) as StartupProfileOptionField[]),
] as const;

/** The profile fields of a payload or an answer: text, '' when not given yet. */
export type StartupProfileFields = Record<StartupProfileField, string>;

/** POST /api/startup-profile and PATCH /api/startup-profile/{id}: any of the fields, plus the phase. */
export type StartupProfileInput = Partial<StartupProfileFields> & { currentPhase?: StartupProfilePhase };

/** Spec section 3, 'Startup profile (as read by the page)'. */
export interface PhaseCompletions {
  quickStart: boolean;
  guidedCompletion: number;
  advancedDetails: number;
}

/** GET /api/startup-profile answer; the server computes completionPercentage and phaseCompletions. */
export interface StartupProfile extends StartupProfileFields {
  id: number;
  currentPhase: StartupProfilePhase;
  completionPercentage: number;
  phaseCompletions: PhaseCompletions;
  createdAt: string;
  updatedAt: string;
}

/** Spec section 5: a vision of at least 20 characters generates the initial profile. */
export const VISION_MIN_LENGTH = 20;

/** The six fields worth 60 points and the four worth 20 (spec section 9, completion percent). */
export const GUIDED_COMPLETION_FIELDS = ['companyName', 'industry', 'stage', 'problemStatement', 'solutionApproach', 'targetMarket'] as const;
export const ADVANCED_DETAILS_FIELDS = ['customerPersonas', 'marketSize', 'competitorAnalysis', 'financialAssumptions'] as const;

type CompletionInput = Partial<Record<StartupProfileField, string | null>>;

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
const filledShare = (profile: CompletionInput, fields: readonly StartupProfileField[]) =>
  fields.filter((field) => filled(profile[field])).length / fields.length;

/**
 * Spec section 9: a vision over 20 characters gives 20 points; the six guided fields 60 points
 * proportionally; the four advanced fields 20 points proportionally; rounded. Lengths count
 * characters after trimming, and a field of spaces counts as empty.
 */
export function completionPercentage(profile: CompletionInput): number {
  const vision = (profile.startupVision ?? '').trim().length > VISION_MIN_LENGTH ? 20 : 0;
  return Math.round(vision + 60 * filledShare(profile, GUIDED_COMPLETION_FIELDS) + 20 * filledShare(profile, ADVANCED_DETAILS_FIELDS));
}

/**
 * Where each phase stands: quick start is done once the vision is long enough to continue
 * (20 characters or more); the other two are the rounded percent of their formula fields filled.
 */
export function phaseCompletions(profile: CompletionInput): PhaseCompletions {
  return {
    quickStart: (profile.startupVision ?? '').trim().length >= VISION_MIN_LENGTH,
    guidedCompletion: Math.round(100 * filledShare(profile, GUIDED_COMPLETION_FIELDS)),
    advancedDetails: Math.round(100 * filledShare(profile, ADVANCED_DETAILS_FIELDS)),
  };
}
