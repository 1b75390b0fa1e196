/**
 * What the autonomous AI demo (/agentic) says and produces: the agent's chat lines, the five tasks,
 * the insights stored along the way and the simulated results (spec sections 2, 3 and 9). Figures
 * are the spec's sample figures, simulated, not real data.
 */

export type AutonomousCategory = 'enhancement' | 'analysis' | 'business-plan' | 'pitch-deck' | 'financial';

export interface AutonomousTask {
  id: string;
  title: string;
  description: string;
  category: AutonomousCategory;
  /** Seconds. */
  duration: number;
}

export interface AutonomousInsight {
  title: string;
  text: string;
}

/** The simulated result of one task; each category fills the fields that fit it. */
export interface AutonomousResult {
  title: string;
  summary: string;
  /** Out of 10. */
  overallScore?: number;
  /** Percent scores. */
  feasibility?: { technical: number; financial: number; market: number };
  strengths?: readonly string[];
  weaknesses?: readonly string[];
  highlights?: readonly string[];
  sections?: readonly string[];
  revenue?: { year1: string; year3: string; year5: string };
  metrics?: { cac: string; ltv: string; churn: string; grossMargin: string };
}

/** The buttons a chat message can offer; every one except 'Enter Custom Idea' starts the run. */
export type ChatAction = 'Start Demo Transformation' | 'Enter Custom Idea' | 'Begin Transformation' | 'Start Demo';

export const AUTONOMOUS_SAMPLE_IDEA = 'FitCoach AI, an AI personal trainer that corrects form in real time';

export const AGENT_GREETING = {
  text:
    "Hi, I'm your autonomous startup agent. Give me an idea and I will enhance it, analyze its market, write the business plan, design the pitch deck and build the financial model on my own, one task after another. Want to watch me work on a sample idea?",
  actions: ['Start Demo Transformation', 'Enter Custom Idea'] as readonly ChatAction[],
};

/** The reply to a message that asks for the demo (it contains demo, show or start). */
export const AGENT_DEMO_REPLY = {
  text: `Let's do it. I'll take a sample idea, ${AUTONOMOUS_SAMPLE_IDEA}, through all five tasks on my own. You can watch every step and open each result.`,
  actions: ['Begin Transformation'] as readonly ChatAction[],
};

/** The reply to any other message. */
export const AGENT_OTHER_REPLY = {
  text: 'Thanks for sharing that. In this demo I work on a sample idea, so you can see a complete autonomous run from start to finish; your own ideas get the same treatment in the app.',
  actions: ['Start Demo'] as readonly ChatAction[],
};

/** In the order they run. */
export const AUTONOMOUS_TASKS: readonly AutonomousTask[] = [
  {
    id: 'enhance-idea',
    title: 'Idea Enhancement',
    description: 'Sharpening the concept, the customer and the value proposition',
    category: 'enhancement',
    duration: 5,
  },
  {
    id: 'analyze-market',
    title: 'Market Analysis',
    description: 'Validating the market, the competition and the feasibility',
    category: 'analysis',
    duration: 8,
  },
  {
    id: 'write-business-plan',
    title: 'Business Plan',
    description: 'Writing a complete business plan, section by section',
    category: 'business-plan',
    duration: 15,
  },
  {
    id: 'design-pitch-deck',
    title: 'Pitch Deck',
    description: 'Designing the investor pitch deck',
    category: 'pitch-deck',
    duration: 10,
  },
  {
    id: 'build-financial-model',
    title: 'Financial Model',
    description: 'Projecting five years of revenue and unit economics',
    category: 'financial',
    duration: 8,
  },
];

/** Stored when a task passes 30 percent. */
export const PARTIAL_INSIGHTS: Readonly<Record<AutonomousCategory, AutonomousInsight>> = {
  enhancement: { title: 'Early insight: the problem', text: 'Generic workout plans ignore each person’s level, so most people give up within months.' },
  analysis: { title: 'Early insight: the market', text: 'The fitness market is worth $96B and grows 14.7 percent a year.' },
  'business-plan': { title: 'Early insight: the model', text: 'Freemium app with a premium personal coach at $19.99 per month.' },
  'pitch-deck': { title: 'Early insight: the story', text: 'Open with the problem every investor has lived: the abandoned fitness plan.' },
  financial: { title: 'Early insight: acquisition', text: 'A customer costs $45 to acquire through referrals and gym partnerships.' },
};

/** Stored when a task passes 70 percent. */
export const ADVANCED_INSIGHTS: Readonly<Record<AutonomousCategory, AutonomousInsight>> = {
  enhancement: { title: 'Advanced insight: the difference', text: 'Real-time form correction through the phone camera sets it apart from content libraries.' },
  analysis: { title: 'Advanced insight: the gap', text: 'No leading fitness app corrects form in real time; the premium segment is open.' },
  'business-plan': { title: 'Advanced insight: the funding', text: 'A $2M seed round funds the product and the first year of growth.' },
  'pitch-deck': { title: 'Advanced insight: the ask', text: 'Close on the $2M seed round and the milestones it buys.' },
  financial: { title: 'Advanced insight: unit economics', text: 'LTV of $180 against a CAC of $45: every customer returns four times its cost.' },
};

/** Stored when a task reaches 100 percent; 'View Results' opens it. */
export const AUTONOMOUS_RESULTS: Readonly<Record<AutonomousCategory, AutonomousResult>> = {
  enhancement: {
    title: 'Enhanced Idea',
    summary: 'FitCoach AI: a personal trainer in the phone that corrects form in real time and adapts every workout.',
    highlights: [
      'Problem: most people abandon generic fitness plans',
      'Customer: busy professionals who train at home',
      'Difference: real-time form correction and adaptive plans',
      'Model: freemium with a $19.99 per month premium coach',
    ],
  },
  analysis: {
    title: 'Market Analysis',
    summary: 'A large, growing market with an open premium segment.',
    overallScore: 8.5,
    feasibility: { technical: 88, financial: 82, market: 91 },
    strengths: ['$96B market growing 14.7 percent a year', 'Recurring subscription revenue', 'Clear, testable value proposition'],
    weaknesses: ['Crowded app stores', 'Retention after the first months', 'Camera accuracy on low-end phones'],
  },
  'business-plan': {
    title: 'Business Plan',
    summary: 'A complete plan in 12 sections, quality 9.2 out of 10.',
    sections: [
      'Executive Summary',
      'Company Description',
      'Market Analysis',
      'Competitive Analysis',
      'Products and Services',
      'Marketing Strategy',
      'Sales Strategy',
      'Operations Plan',
      'Management Team',
      'Financial Projections',
      'Funding Request',
      'Risk Analysis',
    ],
  },
  'pitch-deck': {
    title: 'Pitch Deck',
    summary: 'A 10-slide investor deck for a $2M seed round.',
    highlights: [
      'Problem: the abandoned fitness plan',
      'Solution: an AI coach that corrects form',
      'Market: $96B, growing 14.7 percent a year',
      'Business model: $19.99 per month premium',
      'The ask: a $2M seed round',
    ],
  },
  financial: {
    title: 'Financial Model',
    summary: 'Five-year projections with healthy unit economics.',
    revenue: { year1: '$1.8M', year3: '$12.4M', year5: '$45M' },
    metrics: { cac: '$45', ltv: '$180', churn: '5% monthly', grossMargin: '85%' },
  },
};
