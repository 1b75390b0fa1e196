/** Option lists of the idea form (spec section 9); the server accepts only these values. */
export const IDEA_INDUSTRIES = [
  'Technology', 'Healthcare', 'Finance', 'Education', 'E-commerce', 'SaaS', 'Mobile Apps', 'AI/ML',
  'Blockchain', 'Sustainability', 'Food & Beverage', 'Real Estate', 'Transportation', 'Entertainment', 'Other',
] as const;
export type IdeaIndustry = (typeof IDEA_INDUSTRIES)[number];

export const IDEA_STAGES = [
  'Idea Stage', 'Concept Development', 'Market Research', 'MVP Development', 'Beta Testing', 'Pre-Launch', 'Launched',
] as const;
export type IdeaStage = (typeof IDEA_STAGES)[number];

export const TARGET_MARKETS = [
  'B2B (Business to Business)', 'B2C (Business to Consumer)', 'B2B2C (Business to Business to Consumer)',
  'C2C (Consumer to Consumer)', 'Marketplace', 'Enterprise', 'SMB (Small-Medium Business)', 'Individual Consumers',
] as const;
export type TargetMarket = (typeof TARGET_MARKETS)[number];

/**
 * Field bounds of a submitted idea (the spec leaves them open; these are ours, enforced by the
 * form, the API and the database).
 */
export const IDEA_FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  ideaTitle: { min: 3, max: 120 },
  description: { min: 20, max: 5000 },
  problemStatement: { min: 20, max: 5000 },
  solutionApproach: { min: 20, max: 5000 },
  competitiveAdvantage: { max: 5000 },
  revenueModel: { max: 5000 },
  companyName: { min: 2, max: 60 },
} as const;
