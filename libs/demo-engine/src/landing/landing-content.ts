/**
 * What the landing page shows: the six agents of the scripted demo, what each one produces, the
 * six-step explanation, the benefits and the summary. Figures are the spec's sample figures
 * (section 9), simulated, not real data.
 */

/** Names of the pictures the page draws for agents and steps; the page maps each to an icon. */
export type DemoIcon = 'bulb' | 'search' | 'target' | 'chart' | 'presentation' | 'document' | 'bolt' | 'database' | 'award';

/** Mantine palette names, so the theme decides the exact shades. */
export type DemoColor = 'yellow' | 'blue' | 'grape' | 'green' | 'pink' | 'indigo' | 'red' | 'teal' | 'orange' | 'cyan';

export type LandingAgentId = 'visionary' | 'researcher' | 'strategist' | 'financial' | 'designer' | 'documenter';

export interface LandingAgent {
  id: LandingAgentId;
  name: string;
  role: string;
  icon: DemoIcon;
  color: DemoColor;
  /** How long the agent takes on a real idea, as the card shows it. */
  estimatedTime: string;
  /** What the card says while the agent works in the demo. */
  workingTask: string;
}

export interface OutputMetric {
  label: string;
  value: string;
  color: DemoColor;
}

export interface AgentOutput {
  id: string;
  /** The agent that produces it. */
  agentId: LandingAgentId;
  title: string;
  content: string;
  metrics: readonly OutputMetric[];
  preview: string;
}

/** The idea the landing demo works on. */
export const LANDING_SAMPLE_IDEA = 'FitCoach AI: an app that keeps people training with an AI personal trainer';

/** In the order they run. */
export const LANDING_AGENTS: readonly LandingAgent[] = [
  {
    id: 'visionary',
    name: 'Visionary Agent',
    role: 'Sharpens the raw idea into a clear problem, customer and value proposition',
    icon: 'bulb',
    color: 'yellow',
    estimatedTime: '45s',
    workingTask: 'Defining the problem and the target customer...',
  },
  {
    id: 'researcher',
    name: 'Market Research Agent',
    role: 'Sizes the market, its growth and the competition',
    icon: 'search',
    color: 'blue',
    estimatedTime: '2m',
    workingTask: 'Researching market size, trends and competitors...',
  },
  {
    id: 'strategist',
    name: 'Business Strategist Agent',
    role: 'Designs the business model, pricing and go-to-market plan',
    icon: 'target',
    color: 'grape',
    estimatedTime: '90s',
    workingTask: 'Designing the business model and pricing...',
  },
  {
    id: 'financial',
    name: 'Financial Modeling Agent',
    role: 'Projects five years of revenue, costs and unit economics',
    icon: 'chart',
    color: 'green',
    estimatedTime: '2m',
    workingTask: 'Projecting revenue, costs and unit economics...',
  },
  {
    id: 'designer',
    name: 'Pitch Deck Designer Agent',
    role: 'Turns the story and the numbers into an investor pitch deck',
    icon: 'presentation',
    color: 'pink',
    estimatedTime: '75s',
    workingTask: 'Designing the investor pitch deck...',
  },
  {
    id: 'documenter',
    name: 'Document Generator Agent',
    role: 'Writes the complete business plan, section by section',
    icon: 'document',
    color: 'indigo',
    estimatedTime: '90s',
    workingTask: 'Writing the business plan...',
  },
];

/** One per agent, in the same order. */
export const LANDING_OUTPUTS: readonly AgentOutput[] = [
  {
    id: 'problem-definition',
    agentId: 'visionary',
    title: 'Problem Definition',
    content:
      '73% of people who start a fitness plan abandon it: generic programmes ignore their level, their schedule and their progress. FitCoach AI gives every member a coach that adapts each workout to them.',
    metrics: [
      { label: 'Plan abandonment', value: '73%', color: 'red' },
      { label: 'Target customer', value: 'Busy professionals', color: 'blue' },
    ],
    preview: 'Problem statement, target customer and value proposition',
  },
  {
    id: 'market-research',
    agentId: 'researcher',
    title: 'Market Research',
    content:
      'AI-guided fitness coaching is a $4.5B market growing 14% a year. Incumbents sell content libraries; none adapts the plan to each workout the member actually does.',
    metrics: [
      { label: 'Market size', value: '$4.5B', color: 'blue' },
      { label: 'Annual growth', value: '14%', color: 'green' },
    ],
    preview: 'Market sizing, growth trends and competitor map',
  },
  {
    id: 'business-strategy',
    agentId: 'strategist',
    title: 'Business Strategy',
    content:
      'A freemium app with a $19.99/month premium coach. A quarter of free members upgrade, taking the app to 100K users in Year 1 through gym partnerships and referrals.',
    metrics: [
      { label: 'Premium plan', value: '$19.99/month', color: 'grape' },
      { label: 'Freemium conversion', value: '25%', color: 'green' },
      { label: 'Users in Year 1', value: '100K', color: 'blue' },
    ],
    preview: 'Business model, pricing and go-to-market plan',
  },
  {
    id: 'financial-model',
    agentId: 'financial',
    title: 'Financial Model',
    content:
      'Five-year projections built on an $89 ARPU and 15% monthly churn: the company breaks even in month 28 and reaches $45M ARR in Year 5 with an LTV/CAC of 4.2x.',
    metrics: [
      { label: 'ARPU', value: '$89', color: 'green' },
      { label: 'Monthly churn', value: '15%', color: 'orange' },
      { label: 'Break-even', value: 'Month 28', color: 'blue' },
    ],
    preview: 'Revenue projections, unit economics and break-even',
  },
  {
    id: 'pitch-deck',
    agentId: 'designer',
    title: 'Investor Pitch Deck',
    content:
      'A 10-slide deck that tells the story from the problem to the ask: a $2.5M seed round now and an $8M Series A once the premium coach proves retention.',
    metrics: [
      { label: 'Slides', value: '10', color: 'pink' },
      { label: 'Seed round', value: '$2.5M', color: 'green' },
      { label: 'Series A', value: '$8M', color: 'blue' },
    ],
    preview: 'Problem, solution, market, traction, team and the ask',
  },
  {
    id: 'business-plan',
    agentId: 'documenter',
    title: 'Business Plan',
    content:
      'A 47-page business plan in 12 sections, from the executive summary to the financial plan, ready to share with investors and partners.',
    metrics: [
      { label: 'Pages', value: '47', color: 'indigo' },
      { label: 'Sections', value: '12', color: 'teal' },
    ],
    preview: 'Executive summary, market, strategy, operations and financials',
  },
];

/** Figures the summary shows when the demo's overall progress reaches 100. */
export const LANDING_SUMMARY: readonly { value: string; label: string }[] = [
  { value: '47-page', label: 'business plan' },
  { value: '10-slide', label: 'pitch deck' },
  { value: '$45M', label: 'Year 5 ARR' },
  { value: '4.2x', label: 'LTV/CAC' },
];

/** 'How Our AI Agents Work Together': one step per agent. */
export const HOW_AGENTS_WORK: readonly { title: string; agentId: LandingAgentId; description: string }[] = [
  {
    title: 'Idea Clarification',
    agentId: 'visionary',
    description: 'Your raw idea becomes a clear problem, a defined customer and a value proposition you can test.',
  },
  {
    title: 'Market Intelligence',
    agentId: 'researcher',
    description: 'The market is sized, its growth measured and the competitors mapped, with the sources listed.',
  },
  {
    title: 'Strategic Planning',
    agentId: 'strategist',
    description: 'A business model, pricing and a go-to-market plan built on what the research found.',
  },
  {
    title: 'Financial Modeling',
    agentId: 'financial',
    description: 'Five years of revenue, costs and unit economics, with the assumptions behind every figure.',
  },
  {
    title: 'Presentation Design',
    agentId: 'designer',
    description: 'The story and the numbers become an investor pitch deck, slide by slide.',
  },
  {
    title: 'Documentation',
    agentId: 'documenter',
    description: 'Everything is written up as a complete business plan, ready to share.',
  },
];

export const LANDING_BENEFITS: readonly { title: string; icon: DemoIcon; description: string }[] = [
  {
    title: '50x Faster',
    icon: 'bolt',
    description: 'A complete startup package in minutes, where research and writing by hand take weeks.',
  },
  {
    title: '500+ Sources',
    icon: 'database',
    description: 'Market figures and trends drawn from more than 500 industry reports, databases and publications.',
  },
  {
    title: 'VC Standard',
    icon: 'award',
    description: 'Plans, decks and models structured the way venture investors expect to read them.',
  },
];
