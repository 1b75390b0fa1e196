import {
  STARTUP_PROFILE_BUSINESS_MODELS,
  STARTUP_PROFILE_INDUSTRIES,
  STARTUP_PROFILE_STAGES,
  STARTUP_PROFILE_TEAM_SIZES,
  type StartupProfileField,
} from '@founder/contracts';

export interface PhaseField {
  field: StartupProfileField;
  label: string;
  /** A select of one option list; otherwise one line (short) or a text area (long). */
  options?: readonly string[];
  long?: boolean;
  placeholder?: string;
}

/**
 * The two phase views the spec leaves unshown: together they cover every field of startup_profiles
 * the quick start does not. The six fields of the completion formula come first in guided
 * completion, the four in advanced details, each marked as counting.
 */
export const GUIDED_COMPLETION_VIEW: PhaseField[] = [
  { field: 'companyName', label: 'Company name', placeholder: 'FitFuel' },
  { field: 'industry', label: 'Industry', options: STARTUP_PROFILE_INDUSTRIES },
  { field: 'stage', label: 'Stage', options: STARTUP_PROFILE_STAGES },
  { field: 'problemStatement', label: 'Problem statement', long: true, placeholder: 'What problem do your customers have?' },
  { field: 'solutionApproach', label: 'Solution approach', long: true, placeholder: 'How does your product solve it?' },
  { field: 'targetMarket', label: 'Target market', placeholder: 'Who buys it, and where?' },
  { field: 'description', label: 'Company description', long: true },
  { field: 'location', label: 'Location', placeholder: 'Lisbon, Portugal' },
  { field: 'teamSize', label: 'Team size', options: STARTUP_PROFILE_TEAM_SIZES },
  { field: 'revenueModel', label: 'Business model', options: STARTUP_PROFILE_BUSINESS_MODELS },
  { field: 'competitiveAdvantage', label: 'Competitive advantage', long: true },
  { field: 'fundingGoal', label: 'Funding goal', placeholder: '$500K seed round' },
];

export const ADVANCED_DETAILS_VIEW: PhaseField[] = [
  { field: 'customerPersonas', label: 'Customer personas', long: true, placeholder: 'Who are your typical customers?' },
  { field: 'marketSize', label: 'Market size', placeholder: '$2B serviceable market' },
  { field: 'competitorAnalysis', label: 'Competitor analysis', long: true },
  { field: 'financialAssumptions', label: 'Financial assumptions', long: true, placeholder: 'Prices, conversion, costs' },
  { field: 'businessModelDetails', label: 'Business model details', long: true },
  { field: 'marketingChannels', label: 'Marketing channels', long: true },
  { field: 'keyMetrics', label: 'Key metrics', long: true },
  { field: 'technologyStack', label: 'Technology stack', long: true },
  { field: 'intellectualProperty', label: 'Intellectual property', long: true },
  { field: 'regulatoryConsiderations', label: 'Regulatory considerations', long: true },
];
