import {
  IDEA_INDUSTRIES,
  STARTUP_PROFILE_BUSINESS_MODELS,
  STARTUP_PROFILE_FIELDS,
  STARTUP_PROFILE_INDUSTRIES,
  STARTUP_PROFILE_TEXT_LIMITS,
  type IdeaIndustry,
  type IdeaStage,
  type StartupIdea,
  type StartupProfile,
  type StartupProfileFields,
  type StartupProfileInput,
  type StartupProfileIndustry,
  type StartupProfilePhase,
} from '@founder/contracts';
import { FALLBACK_COMPANY_NAME, FALLBACK_PROBLEM, FALLBACK_SOLUTION, type VisionSuggestions } from './vision-extraction';

/** What the page edits: every profile field as text ('' when not given). */
export type ProfileDraft = StartupProfileFields;

export const EMPTY_DRAFT = Object.fromEntries(STARTUP_PROFILE_FIELDS.map((field) => [field, ''])) as ProfileDraft;

export function draftOf(profile: StartupProfile): ProfileDraft {
  return Object.fromEntries(STARTUP_PROFILE_FIELDS.map((field) => [field, profile[field]])) as ProfileDraft;
}

/** The body of a save: every field, text capped at its limit (spec section 5: limited columns cap the string), and the phase. */
export function payloadOf(draft: ProfileDraft, currentPhase: StartupProfilePhase): StartupProfileInput {
  const fields = Object.fromEntries(
    STARTUP_PROFILE_FIELDS.map((field) => {
      const limit = (STARTUP_PROFILE_TEXT_LIMITS as Record<string, number | undefined>)[field];
      return [field, limit === undefined ? draft[field] : draft[field].slice(0, limit)];
    }),
  );
  return { ...fields, currentPhase };
}

/**
 * Stores the extraction's suggestions and uses them for the fields still empty; the fallbacks
 * ('Your Startup', 'Identified from...') are only suggestions, never written into a field.
 */
export function applySuggestions(draft: ProfileDraft, suggestions: VisionSuggestions): ProfileDraft {
  const useful = (value: string, fallback: string) => (value === fallback ? '' : value);
  return {
    ...draft,
    ...suggestions,
    companyName: draft.companyName || useful(suggestions.suggestedCompanyName, FALLBACK_COMPANY_NAME),
    industry: draft.industry || suggestions.suggestedIndustry,
    problemStatement: draft.problemStatement || useful(suggestions.suggestedProblem, FALLBACK_PROBLEM),
    solutionApproach: draft.solutionApproach || useful(suggestions.suggestedSolution, FALLBACK_SOLUTION),
  };
}

/** Submit-form industries that are not profile industries, and the profile industry closest to each. */
const INDUSTRY_OF_IDEA: Partial<Record<IdeaIndustry, StartupProfileIndustry>> = {
  SaaS: 'Technology',
  'Mobile Apps': 'Technology',
  'AI/ML': 'Technology',
  Blockchain: 'Technology',
  Sustainability: 'Energy',
};

/** Submit-form stages (product maturity) and the funding stage a founder there usually is at. */
const STAGE_OF_IDEA: Record<IdeaStage, string> = {
  'Idea Stage': 'Idea',
  'Concept Development': 'Idea',
  'Market Research': 'Idea',
  'MVP Development': 'Pre-Seed',
  'Beta Testing': 'Pre-Seed',
  'Pre-Launch': 'Pre-Seed',
  Launched: 'Seed',
};

function profileIndustryOf(industry: string): string {
  if ((STARTUP_PROFILE_INDUSTRIES as readonly string[]).includes(industry)) return industry;
  return (IDEA_INDUSTRIES as readonly string[]).includes(industry) ? (INDUSTRY_OF_IDEA[industry as IdeaIndustry] ?? '') : '';
}

/**
 * A first profile from the founder's submitted idea: its description is the vision, its title the
 * company name, its industry and stage mapped onto the profile's lists. A revenue model naming a
 * business model picks it; the idea's own words go to the business model details.
 */
export function draftFromIdea(idea: StartupIdea): ProfileDraft {
  const revenueModel = STARTUP_PROFILE_BUSINESS_MODELS.find((model) => idea.revenueModel.toLowerCase().includes(model.toLowerCase())) ?? '';
  return {
    ...EMPTY_DRAFT,
    startupVision: idea.description,
    companyName: idea.ideaTitle,
    industry: profileIndustryOf(idea.industry),
    stage: STAGE_OF_IDEA[idea.stage as IdeaStage] ?? '',
    description: idea.description,
    problemStatement: idea.problemStatement,
    solutionApproach: idea.solutionApproach,
    targetMarket: idea.targetMarket,
    competitiveAdvantage: idea.competitiveAdvantage,
    revenueModel,
    businessModelDetails: idea.revenueModel,
  };
}
