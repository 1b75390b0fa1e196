import type { Competitor } from '@founder/contracts';
import type { Audience } from './audience-fit';
import type { BusinessModel } from './business-model';

/**
 * The kinds of alternative an idea's customers use today (never a real company's name), chosen from
 * the declared industry, the audience and the business model (issue 27 item 3): a leased milk cooler
 * competes with equipment importers and doing without, a children's story app with children's apps,
 * free video and books. Shares are this platform's planning split of the servable market and add up
 * to 100 in every set.
 */

/** The idea's price as the research prints it: the reference or stated price, one and a half times it, and what it is per. */
export interface PricesToCompare {
  near: string;
  above: string;
  unit: string;
}

export interface CompetitorKind {
  name: string;
  type: Competitor['type'];
  marketShare: number;
  strengths: readonly string[];
  weaknesses: (who: string) => string[];
  pricing: (prices: PricesToCompare) => string;
  funding: string;
  description: (who: string, problem: string) => string;
}

function softwareKinds(industry: string): CompetitorKind[] {
  return [
    {
      name: `Established ${industry === 'Other' ? 'category' : industry} providers`,
      type: 'direct',
      marketShare: 40,
      strengths: ['Brand recognition and an installed customer base', 'Broad feature set built over years', 'Sales and support teams in place'],
      weaknesses: (who) => [`Built for a broad market rather than ${who}`, 'Slow release cycles and legacy products', 'Higher prices and long contracts'],
      pricing: ({ above, unit }) => `About ${above} per ${unit} per month and up, often on annual contracts`,
      funding: 'Profitable or backed by large later-stage rounds',
      description: (who, problem) => `Incumbent products that ${who} already buy to deal with ${problem}; the default choice a new entrant has to displace.`,
    },
    {
      name: 'Venture-backed newcomers',
      type: 'direct',
      marketShare: 10,
      strengths: ['Modern product and fast iteration', 'Aggressive marketing budgets'],
      weaknesses: () => ['Unproven retention', 'Spread thin across several segments at once'],
      pricing: ({ near, unit }) => `Close to ${near} per ${unit} per month, with free trials`,
      funding: 'Seed to Series B rounds',
      description: (_who, problem) => `Other young companies attacking ${problem} with new software; they educate the market and compete for the same early adopters.`,
    },
    {
      name: 'General-purpose tools',
      type: 'indirect',
      marketShare: 30,
      strengths: ['Already owned and familiar', 'Free or bundled with other software'],
      weaknesses: () => ['Not designed for the job, so work stays manual', 'No industry-specific insight or automation'],
      pricing: () => 'Free or included in existing subscriptions',
      funding: 'Part of large software suites',
      description: (who) => `Spreadsheets, email, chat and generic productivity software that ${who} bend to the job today.`,
    },
    {
      name: 'Manual work and service providers',
      type: 'substitute',
      marketShare: 20,
      strengths: ['Personal and flexible', 'No new software to learn'],
      weaknesses: () => ['Expensive per hour and hard to scale', 'Quality varies from person to person'],
      pricing: () => 'Staff time, or agency and consultant fees billed by the hour or project',
      funding: 'Self-funded small firms and in-house teams',
      description: (who, problem) => `Doing the work by hand, or paying agencies, consultants or freelancers to do it: how many ${who} cope with ${problem} without a product.`,
    },
  ];
}

const CHILDREN: CompetitorKind[] = [
  {
    name: "Established children's apps and publishers",
    type: 'direct',
    marketShare: 35,
    strengths: ['Characters and brands children already know', 'Large content libraries', 'Trusted by parents'],
    weaknesses: () => ['One format for every child', 'Subscriptions bundled with content the family does not use'],
    pricing: ({ near }) => `Around ${near} a month per family, often after a free trial`,
    funding: "Children's publishers and media groups",
    description: (_who, problem) => `Story, learning and play apps from children's publishers and media brands that parents already pay for to deal with ${problem}.`,
  },
  {
    name: "Newer children's apps",
    type: 'direct',
    marketShare: 10,
    strengths: ['Modern design and new formats', 'Fast iteration'],
    weaknesses: () => ['Small libraries', 'Parents have not learned to trust them yet'],
    pricing: ({ near }) => `Close to ${near} a month, with free trials`,
    funding: 'Seed rounds and grants',
    description: (_who, problem) => `Other young companies addressing ${problem}; they compete for the same parents' attention.`,
  },
  {
    name: 'Free video and game platforms',
    type: 'indirect',
    marketShare: 35,
    strengths: ['Free and already on every device', 'Endless content'],
    weaknesses: () => ['Advertising and content parents do not control', 'Not designed around one routine or goal'],
    pricing: () => 'Free with advertising, or part of a family subscription',
    funding: 'Large media and technology companies',
    description: (who) => `Video and game platforms that ${who} hand a device to today.`,
  },
  {
    name: 'Books, toys and time with a parent',
    type: 'substitute',
    marketShare: 20,
    strengths: ['No screen', 'Familiar and trusted'],
    weaknesses: () => ['Take an adult\'s time and energy every day', 'Need buying and replacing as children grow'],
    pricing: () => 'The price of books and toys, or a parent\'s time',
    funding: 'Publishers and toy makers',
    description: (who, problem) => `Printed books, toys and a parent's own time: how many ${who} handle ${problem} without an app.`,
  },
];

const HARDWARE: CompetitorKind[] = [
  {
    name: 'Established equipment makers and importers',
    type: 'direct',
    marketShare: 40,
    strengths: ['Known brands and dealer networks', 'Spare parts and service in place'],
    weaknesses: (who) => [`Priced and sized for larger buyers than ${who}`, 'Upfront purchase only, rarely leased or paid over time'],
    pricing: ({ above, unit }) => `Upfront prices well above a year of ${above} per ${unit} a month, plus service contracts`,
    funding: 'Profitable manufacturers and import businesses',
    description: (who, problem) => `Equipment from established makers and importers that ${who} can buy today to deal with ${problem}.`,
  },
  {
    name: 'Low-cost and locally made equipment',
    type: 'direct',
    marketShare: 20,
    strengths: ['Cheap to buy', 'Made or repaired nearby'],
    weaknesses: () => ['Shorter life and uneven quality', 'No monitoring, warranty or support'],
    pricing: ({ near, unit }) => `Below ${near} per ${unit} a month over the equipment's life`,
    funding: 'Self-funded workshops and traders',
    description: (who) => `Cheaper equipment from local workshops and traders that ${who} buy when money is short.`,
  },
  {
    name: 'Shared or second-hand equipment',
    type: 'indirect',
    marketShare: 15,
    strengths: ['Low or no upfront cost', 'Available now'],
    weaknesses: () => ['Not available when needed', 'Worn and costly to repair'],
    pricing: () => 'A share of the running costs, or a second-hand price',
    funding: 'Groups, neighbours and resellers',
    description: (who) => `Equipment that ${who} share with neighbours, cooperatives or buy second-hand.`,
  },
  {
    name: 'Doing without',
    type: 'substitute',
    marketShare: 25,
    strengths: ['No purchase at all', 'Familiar routines'],
    weaknesses: () => ['The losses the equipment would prevent', 'More manual work every day'],
    pricing: () => 'The losses and labour the problem costs today',
    funding: 'Not applicable',
    description: (who, problem) => `Living with ${problem}: how many ${who} cope today.`,
  },
];

const MARKETPLACE: CompetitorKind[] = [
  {
    name: 'Established marketplaces and listing sites',
    type: 'direct',
    marketShare: 35,
    strengths: ['Large audiences on both sides', 'Trusted payments and reviews'],
    weaknesses: (who) => [`Generic: not built for ${who}`, 'High fees for sellers'],
    pricing: () => 'Seller fees or commissions on each sale, often 10-30%',
    funding: 'Large platforms, public or late-stage',
    description: (who, problem) => `General marketplaces and listing sites that ${who} already use to deal with ${problem}.`,
  },
  {
    name: 'Newer specialist platforms',
    type: 'direct',
    marketShare: 10,
    strengths: ['Built for one niche', 'Fast iteration'],
    weaknesses: () => ['Thin supply outside their first city or niche', 'Unproven retention'],
    pricing: () => 'Low or no fees while they build supply',
    funding: 'Seed to Series B rounds',
    description: (_who, problem) => `Young platforms attacking ${problem} for one niche; they compete for the same first sellers and buyers.`,
  },
  {
    name: 'Classifieds, social-media groups and messaging',
    type: 'indirect',
    marketShare: 30,
    strengths: ['Free', 'Where people already are'],
    weaknesses: () => ['No payments, guarantees or reviews', 'Hard to search'],
    pricing: () => 'Free',
    funding: 'Large social platforms',
    description: (who) => `Free classifieds, social-media groups and messaging that ${who} use to find each other today.`,
  },
  {
    name: 'Direct relationships and word of mouth',
    type: 'substitute',
    marketShare: 25,
    strengths: ['Trust between people who know each other', 'No fees'],
    weaknesses: () => ['Limited choice', 'Nothing to fall back on when it goes wrong'],
    pricing: () => 'No fees, prices agreed person to person',
    funding: 'Not applicable',
    description: (who) => `Buying from people they already know: how many ${who} trade without a platform.`,
  },
];

const SERVICES: CompetitorKind[] = [
  {
    name: 'Established agencies and firms',
    type: 'direct',
    marketShare: 40,
    strengths: ['Reputation and references', 'Teams that cover many needs'],
    weaknesses: (who) => [`Priced for larger clients than ${who}`, 'Junior staff on the work'],
    pricing: ({ above }) => `Retainers from about ${above} a month, or day rates`,
    funding: 'Profitable partnerships and firms',
    description: (who, problem) => `Established firms that ${who} hire today to deal with ${problem}.`,
  },
  {
    name: 'Freelancers and independent specialists',
    type: 'direct',
    marketShare: 20,
    strengths: ['Flexible and cheaper', 'Personal service'],
    weaknesses: () => ['Limited capacity', 'Quality varies'],
    pricing: ({ near }) => `Hourly or project fees, from about ${near} a month of work`,
    funding: 'Self-employed',
    description: (who) => `Independent specialists that ${who} hire by the hour or project.`,
  },
  {
    name: 'Do-it-yourself software',
    type: 'indirect',
    marketShare: 20,
    strengths: ['Cheap', 'Available any time'],
    weaknesses: () => ['The customer still does the work', 'No expert judgement'],
    pricing: () => 'Low monthly subscriptions',
    funding: 'Software companies',
    description: (who) => `Software that lets ${who} do the work themselves.`,
  },
  {
    name: 'In-house staff',
    type: 'substitute',
    marketShare: 20,
    strengths: ['Knows the business', 'Always available'],
    weaknesses: () => ['A salary for a part-time need', 'Hard to hire the right skills'],
    pricing: () => 'A salary and its overheads',
    funding: 'The customer\'s own budget',
    description: (who, problem) => `Hiring someone to handle ${problem}: what larger ${who} do.`,
  },
];

const COMMERCE: CompetitorKind[] = [
  {
    name: 'Established brands in the category',
    type: 'direct',
    marketShare: 40,
    strengths: ['Shelf space and brand recognition', 'Scale in buying and delivery'],
    weaknesses: (who) => [`Made for the mass market rather than ${who}`, 'Slow to change products'],
    pricing: ({ near }) => `Around ${near}, with frequent promotions`,
    funding: 'Profitable consumer-goods companies',
    description: (who, problem) => `The brands ${who} already buy to deal with ${problem}.`,
  },
  {
    name: 'Direct-to-consumer newcomers',
    type: 'direct',
    marketShare: 10,
    strengths: ['Strong online marketing', 'Modern brands'],
    weaknesses: () => ['High acquisition costs', 'Thin margins'],
    pricing: ({ above }) => `Premium prices up to ${above}`,
    funding: 'Seed to Series B rounds',
    description: (_who, problem) => `Young online brands selling against ${problem}; they compete for the same early customers.`,
  },
  {
    name: 'Marketplaces and supermarkets',
    type: 'indirect',
    marketShare: 35,
    strengths: ['Everything in one place', 'Fast delivery'],
    weaknesses: () => ['No specialist advice', 'Price competition over quality'],
    pricing: () => 'Low prices on own-label and best-selling products',
    funding: 'Large retailers and platforms',
    description: (who) => `Large marketplaces and supermarkets where ${who} buy the category today.`,
  },
  {
    name: 'Unbranded and homemade alternatives',
    type: 'substitute',
    marketShare: 15,
    strengths: ['Cheap', 'Familiar'],
    weaknesses: () => ['Uneven quality', 'Time to make or find'],
    pricing: () => 'Below branded prices',
    funding: 'Not applicable',
    description: (who) => `Unbranded products, or making it at home: what many ${who} do to save money.`,
  },
];

/** The four kinds of competitor for an idea's industry, audience and business model. */
export function competitorKindsFor(industry: string, audience: Audience, model: BusinessModel): readonly CompetitorKind[] {
  if (model === 'hardware') return HARDWARE;
  if (model === 'marketplace' || audience === 'two-sided') return MARKETPLACE;
  if (audience === 'parents') return model === 'commerce' ? COMMERCE : CHILDREN;
  if (model === 'services') return SERVICES;
  if (model === 'commerce') return COMMERCE;
  return softwareKinds(industry);
}
