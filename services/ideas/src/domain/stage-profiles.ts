import type { IdeaStage } from '@founder/contracts';

/** What a company's stage means for its plan: how far along the customer count is, which round it raises, what comes next. */
export interface StageProfile {
  /** Multiplies the reference customers at month 12: a launched product starts from real users. */
  customerFactor: number;
  /** Multiplies the reference first-round size. */
  roundFactor: number;
  round: 'pre-seed' | 'seed';
  /** The stage inside a sentence: 'at the idea stage', 'in beta testing'. */
  phrase: string;
  /** Where the stage starts in MILESTONES: the timeline begins with the next step not yet taken. */
  firstMilestone: number;
  /** What the next 90 days are for. */
  nextFocus: string;
  /** What exists today, said plainly for the traction slide and the timeline. */
  progress: string;
  /** The evidence the stage still lacks, for the analysis' weaknesses. */
  evidenceGap: string;
}

/** The steps from an idea to a growing company, in order; a plan's timeline starts at its stage's first one. */
export const MILESTONES = [
  'customer discovery: at least 15 problem interviews with target customers',
  'a clickable prototype tested with 10 target customers',
  'a narrow minimum viable product covering the one job customers care most about',
  'a private beta with the first pilot customers and weekly feedback sessions',
  'the public launch with pricing live and self-serve onboarding',
  'the first 100 paying customers and a measured churn rate',
  'one repeatable acquisition channel with a known cost per customer',
  'a second customer segment and a higher-priced tier',
  'a second market or region, and the next funding round',
  'a team organised around growth, retention and operations',
  'monthly profitability in the first market',
  'a leading position in the first customer segment',
] as const;

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
