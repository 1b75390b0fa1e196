import type { CompanyFacts } from './compose-company-work';

/** A company as onboarding records it, shared by the composer specs and the companies API tests. */
export const ONBOARDED_COMPANY: Omit<CompanyFacts, 'theme'> = {
  companyName: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops and prices every order from real yarn costs.',
  industry: 'SaaS',
  stage: 'MVP Development',
  location: 'Manchester, UK',
  teamSize: '2-3 Co-founders',
};
