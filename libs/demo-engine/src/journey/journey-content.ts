/**
 * The six steps of 'Complete Startup Journey Demo' (/demo) and the sample content of their pipeline
 * step views (spec sections 2, 3 and 9). Simulated sample data, not server output.
 */

export type JourneyStepId = 'submission' | 'enhancement' | 'analysis' | 'business-plan' | 'pitch-deck' | 'financial';

/** What each step view shows while loading, when complete and before it has started. */
interface StepViewTexts {
  loadingTitle: string;
  loadingText: string;
  completedTitle: string;
  idleText: string;
}

export interface SubmissionContent extends StepViewTexts {
  ideaTitle: string;
  ideaDescription: string;
  industry: string;
  targetMarket: string;
  warningTitle: string;
  warningText: string;
}

export interface EnhancementContent extends StepViewTexts {
  enhancedTitle: string;
  enhancedDescription: string;
  improvements: readonly string[];
}

export interface AnalysisContent extends StepViewTexts {
  /** Out of 10. */
  score: number;
  marketSize: string;
  growth: string;
  strengths: readonly string[];
  challenges: readonly string[];
  opportunity: string;
}

export interface BusinessPlanContent extends StepViewTexts {
  sections: number;
  words: number;
  pages: number;
  /** Out of 10. */
  quality: number;
  executiveSummary: string;
}

export interface PitchDeckContent extends StepViewTexts {
  slides: number;
  duration: string;
  target: string;
  previews: readonly { title: string; text: string }[];
  deckTitle: string;
  deckTagline: string;
  deckBadges: readonly string[];
  /** What the full-screen view's start button says in its alert: the demo has no presentation player. */
  presentationAlert: string;
}

export interface FinancialContent extends StepViewTexts {
  /** Dollars. */
  year5Revenue: number;
  /** People. */
  year5Users: number;
  ltvCac: string;
  grossMargin: string;
  payback: string;
}

interface StepBase<Id extends JourneyStepId, Content> {
  id: Id;
  title: string;
  description: string;
  /** Seconds the step's simulated work takes. */
  duration: number;
  content: Content;
}

export type JourneyStep =
  | StepBase<'submission', SubmissionContent>
  | StepBase<'enhancement', EnhancementContent>
  | StepBase<'analysis', AnalysisContent>
  | StepBase<'business-plan', BusinessPlanContent>
  | StepBase<'pitch-deck', PitchDeckContent>
  | StepBase<'financial', FinancialContent>;

const WAITING = 'Waiting for previous step to complete';

export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    id: 'submission',
    title: 'Submit Your Idea',
    description: 'A raw startup concept goes in',
    duration: 7,
    content: {
      loadingTitle: 'Processing Your Idea...',
      loadingText: 'Reading the concept and gathering first insights',
      completedTitle: 'Idea Submitted',
      idleText: "Click 'Submit Your Idea' in the step list to start.",
      ideaTitle: 'Fitness App',
      ideaDescription: 'An app that helps people work out at home.',
      industry: 'Health & Fitness',
      targetMarket: 'B2C (Business to Consumer)',
      warningTitle: 'Needs AI Enhancement',
      warningText: 'The concept is still vague: no clear problem, customer or difference from the apps that exist.',
    },
  },
  {
    id: 'enhancement',
    title: 'AI Enhancement',
    description: 'AI sharpens the concept',
    duration: 7,
    content: {
      loadingTitle: 'AI Enhancement in Progress...',
      loadingText: 'Clarifying the problem, the customer and what makes the idea different',
      completedTitle: 'AI Enhancement Complete',
      idleText: WAITING,
      enhancedTitle: 'FitCoach AI: an AI personal trainer in your pocket',
      enhancedDescription:
        'A fitness app that watches each exercise through the phone camera, corrects form in real time and adapts every workout to the member’s level, schedule and progress.',
      improvements: [
        'A precise problem: most people abandon generic fitness plans within months',
        'A defined customer: busy professionals who train at home',
        'A clear difference: real-time form correction and adaptive plans',
        'A business model: freemium with a premium personal coach',
      ],
    },
  },
  {
    id: 'analysis',
    title: 'AI Analysis',
    description: 'Deep validation of the enhanced idea',
    duration: 7,
    content: {
      loadingTitle: 'AI Analysis in Progress...',
      loadingText: 'Scoring the market, the competition and the feasibility',
      completedTitle: 'AI Analysis Complete',
      idleText: WAITING,
      score: 8.5,
      marketSize: '$96B',
      growth: '14.7%',
      strengths: ['Large market that keeps growing', 'Clear, testable value proposition', 'Recurring subscription revenue'],
      challenges: ['Crowded app stores', 'Retention after the first months', 'Camera accuracy on low-end phones'],
      opportunity: 'No leading fitness app corrects form in real time: a premium coach at $19.99 per month has room to win.',
    },
  },
  {
    id: 'business-plan',
    title: 'Business Plan',
    description: 'A complete plan, section by section',
    duration: 60,
    content: {
      loadingTitle: 'Writing Your Business Plan...',
      loadingText: 'Drafting 12 sections from the analysis: market, strategy, operations and financials',
      completedTitle: 'Business Plan Ready',
      idleText: WAITING,
      sections: 12,
      words: 8412,
      pages: 24,
      quality: 9.2,
      executiveSummary:
        'FitCoach AI is a personal trainer in the phone: it corrects form in real time and adapts every workout. It targets busy professionals in a $96B fitness market growing 14.7% a year, earns through a $19.99 per month premium coach, and raises a $2M seed round to reach product-market fit.',
    },
  },
  {
    id: 'pitch-deck',
    title: 'Pitch Deck',
    description: 'Investor presentation slides',
    duration: 7,
    content: {
      loadingTitle: 'Designing Your Pitch Deck...',
      loadingText: 'Turning the plan into an investor story, slide by slide',
      completedTitle: 'Pitch Deck Ready',
      idleText: WAITING,
      slides: 10,
      duration: '15 minutes',
      target: 'Series A VCs',
      previews: [
        { title: 'The Problem', text: 'Most people abandon generic fitness plans' },
        { title: 'Our Solution', text: 'An AI coach that corrects form and adapts' },
        { title: 'Market Opportunity', text: '$96B market growing 14.7% a year' },
        { title: 'Business Model', text: 'Freemium with a $19.99 per month premium coach' },
      ],
      deckTitle: 'FitCoach AI Investor Deck',
      deckTagline: 'The future of personal training',
      deckBadges: ['Series A', 'Health & Fitness', '10 slides'],
      presentationAlert: 'The presentation would start here, showing all 10 slides full screen.',
    },
  },
  {
    id: 'financial',
    title: 'Financial Model',
    description: 'Revenue and investment projections',
    duration: 30,
    content: {
      loadingTitle: 'Building Your Financial Model...',
      loadingText: 'Projecting five years of revenue, users and unit economics',
      completedTitle: 'Financial Model Ready',
      idleText: WAITING,
      year5Revenue: 45_000_000,
      year5Users: 2_400_000,
      ltvCac: '4.0x',
      grossMargin: '85%',
      payback: '6 months',
    },
  },
];

/** year5Revenue: millions of dollars, no decimals ($45M). */
export function formatMillionsOfDollars(dollars: number): string {
  return `$${(dollars / 1_000_000).toFixed(0)}M`;
}

/** year5Users: millions, one decimal (2.4M). */
export function formatMillions(count: number): string {
  return `${(count / 1_000_000).toFixed(1)}M`;
}
