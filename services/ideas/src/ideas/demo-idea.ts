import type { IdeaFacts } from '../domain/idea-facts';

/** The seeded idea behind 'Try Demo': readable by everyone, changed by nobody. */
export const DEMO_IDEA: IdeaFacts & { email: string } = {
  name: 'Maya Chen',
  email: 'demo@founder.example',
  ideaTitle: 'PantryPal',
  companyName: 'PantryPal',
  currency: 'USD',
  country: null,
  description:
    'PantryPal is a mobile app that plans the week\'s meals around what is already in the fridge and pantry, so households waste less food and spend less on groceries. It reads grocery receipts, keeps track of what is in stock and when it expires, and suggests recipes that use the oldest ingredients first. Families share one pantry and one shopping list, and the app learns which meals each household actually cooks.',
  industry: 'Sustainability',
  stage: 'MVP Development',
  targetMarket: 'B2C (Business to Consumer)',
  problemStatement:
    'Households throw away a large share of the food they buy because nobody keeps track of what is in the fridge, and planning meals around leftovers takes more time than busy families have.',
  solutionApproach:
    'Scan grocery receipts to build a live pantry, warn before food expires, and generate a weekly meal plan and shopping list that use up what is already there first.',
  competitiveAdvantage:
    'Receipt scanning that fills the pantry without typing, and a household model that learns which meals a family really cooks, which generic recipe apps do not have.',
  revenueModel: 'Freemium: free meal plans, and $6.99 per month for receipt scanning, expiry alerts and family sharing.',
};
