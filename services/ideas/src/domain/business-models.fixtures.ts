import type { IdeaFacts } from './idea-facts';

/** Test ideas of every business model but software, each at a stage where software's milestones would be wrong (issue 27). */

/** A hardware lease in beta whose pilots run since March. */
export const HARDWARE_LEASE_IDEA: IdeaFacts = {
  name: 'Joan Baptiste',
  ideaTitle: 'ColdChain Box: refrigerated lockers for pharmacies',
  companyName: 'ColdChain Box',
  currency: 'USD',
  country: null,
  description: 'Refrigerated smart lockers that pharmacies lease to hand out temperature-sensitive medicines after hours. Pilots with three pharmacies in Ohio have been running since March.',
  industry: 'Healthcare',
  stage: 'Beta Testing',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Pharmacies lose customers who cannot collect insulin during opening hours.',
  solutionApproach: 'A refrigerated locker device with sensors that log the temperature of every compartment.',
  competitiveAdvantage: null,
  revenueModel: 'A lease of $450 per location per month, installation and maintenance included.',
};

/** A marketplace that is only an idea. */
export const MARKETPLACE_IDEA: IdeaFacts = {
  name: 'Ravi Menon',
  ideaTitle: 'TutorLoop',
  companyName: 'TutorLoop',
  currency: 'USD',
  country: null,
  description: 'A marketplace where parents book vetted maths tutors for one-hour sessions.',
  industry: 'Education',
  stage: 'Idea Stage',
  targetMarket: 'Marketplace',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: 'A 15% commission on each booking.',
};

/** A usage-priced SaaS that is live. */
export const USAGE_SAAS_IDEA: IdeaFacts = {
  name: 'Lena Ortiz',
  ideaTitle: 'Parsewell',
  companyName: 'Parsewell',
  currency: 'USD',
  country: null,
  description: 'An API that turns scanned invoices into structured data.',
  industry: 'SaaS',
  stage: 'Launched',
  targetMarket: 'B2B (Business to Business)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: 'Usage-based pricing: $0.02 per API call after a free allowance.',
};

/** A services firm building its first engagements. */
export const SERVICES_IDEA: IdeaFacts = {
  name: 'Tom Achebe',
  ideaTitle: 'Ledgerlight Advisory',
  companyName: 'Ledgerlight',
  currency: 'USD',
  country: null,
  description: 'A consultancy that sets up bookkeeping and month-end close for young companies.',
  industry: 'Finance',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: 'Monthly retainers of $1,500 per company.',
};

/** A consumer brand before its launch. */
export const COMMERCE_IDEA: IdeaFacts = {
  name: 'Mia Novak',
  ideaTitle: 'Oatfield',
  companyName: 'Oatfield',
  currency: 'USD',
  country: null,
  description: 'A direct-to-consumer brand selling our own oat-based snacks.',
  industry: 'Food & Beverage',
  stage: 'Pre-Launch',
  targetMarket: 'B2C (Business to Consumer)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: 'Boxes of 12 bars at $24 per order.',
};

/** The five, with the model each must be read as. */
export const BUSINESS_MODEL_IDEAS = [
  ['hardware', HARDWARE_LEASE_IDEA],
  ['marketplace', MARKETPLACE_IDEA],
  ['usage', USAGE_SAAS_IDEA],
  ['services', SERVICES_IDEA],
  ['commerce', COMMERCE_IDEA],
] as const;
