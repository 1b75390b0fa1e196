import type { IdeaStage } from '@founder/contracts';
import type { BusinessModel } from './business-model';
import type { ExistingFacts } from './stated-facts';
import { formatNumber } from './money';
import { pluralOf } from './stated-facts';
import { quote } from './text';

/** What a company's stage means for its plan: how far along the customer count is, which round it raises, what comes next. */
export interface StageProfile {
  /** Multiplies the reference customers at month 12: a launched product starts from real users. */
  customerFactor: number;
  /** Multiplies the reference first-round size. */
  roundFactor: number;
  round: 'pre-seed' | 'seed';
  /** The stage inside a sentence: 'at the idea stage', 'in beta testing'. */
  phrase: string;
  /** Where the stage starts in each model's MILESTONES: the timeline begins with the next step not yet taken. */
  firstMilestone: number;
  /** What the next 90 days are for. */
  nextFocus: string;
  /** What exists today, said plainly for the traction slide and the timeline. */
  progress: string;
  /** The evidence the stage still lacks, for the analysis' weaknesses. */
  evidenceGap: string;
}

export const STAGE_PROFILES: Readonly<Record<IdeaStage, StageProfile>> = {
  'Idea Stage': {
    customerFactor: 1,
    roundFactor: 0.75,
    round: 'pre-seed',
    phrase: 'at the idea stage',
    firstMilestone: 0,
    nextFocus: 'customer discovery interviews and a clickable prototype',
    progress: 'the idea is defined and customer discovery is starting',
    evidenceGap: 'No customer evidence yet: the idea has not been tested with paying customers',
  },
  'Concept Development': {
    customerFactor: 1,
    roundFactor: 0.75,
    round: 'pre-seed',
    phrase: 'in concept development',
    firstMilestone: 1,
    nextFocus: 'testing the concept with a prototype and building a waiting list',
    progress: 'the concept is being shaped into a first prototype',
    evidenceGap: 'The concept has not been tested with real users yet',
  },
  'Market Research': {
    customerFactor: 1.1,
    roundFactor: 0.85,
    round: 'pre-seed',
    phrase: 'in market research',
    firstMilestone: 1,
    nextFocus: 'turning research findings into a tightly scoped first product',
    progress: 'market research is under way to size demand and map competitors',
    evidenceGap: 'Demand is being researched but not yet proven by usage',
  },
  'MVP Development': {
    customerFactor: 1.25,
    roundFactor: 1,
    round: 'seed',
    phrase: 'building its minimum viable product',
    firstMilestone: 2,
    nextFocus: 'finishing the minimum viable product and onboarding the first pilot users',
    progress: 'a minimum viable product is being built',
    evidenceGap: 'The product is still being built, so there is no usage data yet',
  },
  'Beta Testing': {
    customerFactor: 1.5,
    roundFactor: 1,
    round: 'seed',
    phrase: 'in beta testing',
    firstMilestone: 3,
    nextFocus: 'converting beta users into paying customers and fixing what they report',
    progress: 'a beta version is in the hands of test users',
    evidenceGap: 'Beta usage does not yet prove that customers will pay',
  },
  'Pre-Launch': {
    customerFactor: 1.75,
    roundFactor: 1.25,
    round: 'seed',
    phrase: 'preparing its launch',
    firstMilestone: 4,
    nextFocus: 'launch readiness: pricing, onboarding and the first acquisition channels',
    progress: 'the product is ready and the launch is being prepared',
    evidenceGap: 'No paying customers until the launch',
  },
  Launched: {
    customerFactor: 2.5,
    roundFactor: 1.5,
    round: 'seed',
    phrase: 'live with its first customers',
    firstMilestone: 5,
    nextFocus: 'scaling the acquisition channels that already work and improving retention',
    progress: 'the product is live with paying customers',
    evidenceGap: 'Early traction still has to show that it scales beyond the first customers',
  },
};

export function stageProfile(stage: string): StageProfile {
  return STAGE_PROFILES[stage as IdeaStage] ?? STAGE_PROFILES['Idea Stage'];
}

/**
 * For each business model, the steps from an idea to a growing company, in order. A step's index is
 * the same phase in every model, so a stage starts at the same index whatever the model: 3 is the
 * pilot, 4 the start of selling, 5 the first customers in numbers.
 */
export const MILESTONES: Readonly<Record<BusinessModel, readonly string[]>> = {
  software: [
    'customer discovery: at least 15 problem interviews with target customers',
    'a clickable prototype tested with 10 target customers',
    'a narrow minimum viable product covering the one job customers care most about',
    'a private beta with the first pilot customers and weekly feedback sessions',
    'the public launch with pricing live and self-serve onboarding',
    'a growing base of paying customers and a measured churn rate',
    'one repeatable acquisition channel with a known cost per customer',
    'a second customer segment and a higher-priced tier',
    'a second market or region, and the next funding round',
    'a team organised around growth, retention and operations',
    'monthly profitability in the first market',
    'a leading position in the first customer segment',
  ],
  hardware: [
    'customer discovery: at least 15 interviews with the people who would buy, install and use the device',
    'a working prototype tested on site with 3 target customers',
    'a small batch of pilot-ready units, with the certifications the device needs mapped and started',
    'paid pilots installed at the first customer sites, with uptime and use measured',
    'the first commercial contracts signed from the pilots, with installation and maintenance priced in',
    'a first production run with a contract manufacturer, with unit cost and failure rate measured',
    'one repeatable sales channel with a known cost per installed unit',
    'a second customer segment and a service tier for larger fleets',
    'a second market or region, and the next funding round',
    'a team organised around sales, installation and field service',
    'monthly profitability in the first market, on both the units and the service',
    'a leading position in the first customer segment',
  ],
  marketplace: [
    'customer discovery on both sides: at least 15 interviews with buyers and 15 with sellers',
    'a concierge test: the first buyers and sellers matched by hand',
    'a first version of the marketplace with listings, search and payments',
    'a launch in one city or category with enough sellers that buyers find what they search for',
    'the first completed transactions and a measured repeat rate',
    'liquidity in the first city or category: most searches end in a transaction',
    'one repeatable channel on each side with a known cost per active buyer and seller',
    'a second category or customer segment',
    'a second city or region, and the next funding round',
    'a team organised around supply, demand and trust and safety',
    'monthly profitability in the first market',
    'a leading position in the first city or category',
  ],
  usage: [
    'customer discovery: at least 15 interviews with the teams who would use the service and pay for it',
    'a prototype tested with 10 target customers on their own workloads',
    'a narrow first version with usage metering built in from the start',
    'a beta with the first pilot customers, measuring usage per account',
    'the launch with usage-based billing live and a free allowance to start',
    'a growing base of paying accounts and a measured revenue retention',
    'one repeatable acquisition channel with a known cost per account',
    'committed-use contracts for the largest accounts',
    'a second market or region, and the next funding round',
    'a team organised around the platform, adoption and the largest accounts',
    'monthly profitability in the first market',
    'a leading position in the first customer segment',
  ],
  services: [
    'customer discovery: at least 15 conversations with the people who buy this service',
    'a defined service offer, priced and tested with 3 first clients',
    'the first paid engagements delivered, with hours and margin tracked per client',
    'repeatable delivery: written playbooks and the first hire beyond the founders',
    'a full pipeline: enough signed work to keep the team at least 70% utilised',
    'a base of recurring clients and a measured renewal rate',
    'one repeatable referral or partner channel with a known cost per client',
    'a second service line or a higher-value retainer',
    'a second market or region, and the next funding round',
    'a team organised around delivery, sales and quality',
    'monthly profitability in the first market',
    'a leading position in the first client segment',
  ],
  commerce: [
    'customer discovery: at least 15 interviews with target buyers and a test of the price',
    'samples tested with 20 target customers, and a first supplier chosen',
    'a first small production run and an online store with payments and shipping',
    'a soft launch to a waiting list, measuring returns and reorders',
    'the full launch with the first campaigns and three months of stock',
    'a steady flow of orders and a measured repeat-purchase rate',
    'one repeatable acquisition channel with a known cost per order',
    'a second product line or a wholesale channel to retailers',
    'a second market or region, and the next funding round',
    'a team organised around sourcing, fulfilment and growth',
    'monthly profitability in the first market',
    'a leading position in the first product category',
  ],
};

/** What exists today where the stage's words fit only software: a device is tested on site, not in a beta. */
const PROGRESS_BY_MODEL: Readonly<Record<BusinessModel, Partial<Record<IdeaStage, string>>>> = {
  software: {},
  hardware: {
    'Concept Development': 'the concept is being shaped into a first working prototype',
    'MVP Development': 'a first working unit is being built',
    'Beta Testing': 'prototype units are being tested at customer sites',
    'Pre-Launch': 'the device is ready for its first production run and commercial contracts',
    Launched: 'units are installed at paying customers',
  },
  marketplace: {
    'Concept Development': 'the concept is being tested by matching the first buyers and sellers by hand',
    'MVP Development': 'a first version of the marketplace is being built',
    'Beta Testing': 'a first version is live with test buyers and sellers',
    'Pre-Launch': 'the marketplace is ready and the first sellers are being signed up for its launch',
    Launched: 'the marketplace is live with buyers and sellers transacting',
  },
  usage: {
    'Beta Testing': 'a beta is in use by the first accounts, with their usage metered',
    Launched: 'the service is live with accounts paying for what they use',
  },
  services: {
    'Concept Development': 'the service offer is being defined and priced',
    'MVP Development': 'the first engagements are being delivered to early clients',
    'Beta Testing': 'the service is being delivered to the first clients at pilot terms',
    'Pre-Launch': 'the service offer is ready and the first clients are being signed',
    Launched: 'the firm serves paying clients',
  },
  commerce: {
    'Concept Development': 'the product is being shaped into first samples',
    'MVP Development': 'first samples and the online store are being made',
    'Beta Testing': 'first products are being tested with early buyers',
    'Pre-Launch': 'the products and stock are ready and the launch is being prepared',
    Launched: 'the products are on sale to paying customers',
  },
};

/** Running pilots put the pilot step behind the company; customers or revenue put the start of selling behind it too. */
const AFTER_PILOTS = 4;
const AFTER_FIRST_SALES = 5;

/** Where a company stands: what exists today and the steps still ahead, from its stage, model and what the founder says exists. */
export interface StagePosition {
  existing: ExistingFacts;
  /** What exists today, in the founder's words where they said it: 'pilots are running (in the founder's words, "...")'. */
  today: string;
  /** The first step not yet taken: what the next 90 days are for. */
  nextFocus: string;
  /** The evidence still missing, after what the founder says exists (pilots or customers are evidence of need, not of payment). */
  evidenceGap: string;
  /** The steps ahead, the first not yet taken first (at least 7). */
  milestones: readonly string[];
}

export function stagePosition(stage: string, model: BusinessModel, existing: ExistingFacts): StagePosition {
  const profile = stageProfile(stage);
  const start = Math.max(
    profile.firstMilestone,
    existing.pilots || existing.users ? AFTER_PILOTS : 0,
    existing.revenue || existing.launched || stage === 'Launched' ? AFTER_FIRST_SALES : 0,
  );
  const milestones = MILESTONES[model].slice(start);
  // The founder's whole sentence about today when it fits (it carries every count in it), else what was read of it.
  const statement = existing.statement ? quote(existing.statement, 40) : null;
  const pilots = existing.pilots ? quote(existing.pilots, 30) : null;
  const stated = statement
    ? `as the founder puts it, ${statement}`
    : pilots
    ? `pilots are running (in the founder's words, ${pilots})`
    : existing.users
      ? `it already has ${formatNumber(existing.users.count)} ${pluralOf(existing.users.unit)} ("${existing.users.text}")`
      : existing.revenue
        ? `it already earns revenue ("${existing.revenue.text}")`
        : null;
  return {
    existing,
    today: stated ?? PROGRESS_BY_MODEL[model][stage as IdeaStage] ?? profile.progress,
    nextFocus: milestones[0],
    evidenceGap: existing.revenue || existing.launched
      ? 'Customers already pay; what is still to prove is that they stay and that acquisition cost falls as the company grows'
      : existing.pilots || existing.users
        ? 'The pilots and first users show the need; what is still to prove is that customers pay the planned price and stay'
        : profile.evidenceGap,
    milestones,
  };
}
