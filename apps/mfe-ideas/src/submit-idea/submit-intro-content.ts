import { type IconName } from '@founder/ui';

/** The intro view of /submit-idea (spec section 2): six features, four steps, three stats. */
export const SUBMIT_FEATURES: ReadonlyArray<{ title: string; text: string; icon: IconName }> = [
  { title: 'AI-Powered Analysis', text: 'Your idea is scored against what makes ventures in its industry succeed.', icon: 'sparkles' },
  { title: 'Market Assessment', text: 'Market size, growth and how crowded the field is, at a glance.', icon: 'chart' },
  { title: 'Instant Results', text: 'Your validation report is ready the moment you submit.', icon: 'bolt' },
  { title: 'Feasibility Scoring', text: 'Technical, financial and market feasibility, each on its own scale.', icon: 'gauge' },
  { title: 'Strategic Roadmap', text: 'Concrete recommendations and next steps, in the order to take them.', icon: 'route' },
  { title: 'SWOT Analysis', text: 'Strengths, weaknesses, opportunities and threats, written for your idea.', icon: 'grid' },
];

export const HOW_IT_WORKS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Idea Submission', text: 'Describe your idea, your market and the problem you solve in four short steps.' },
  { title: 'AI Processing', text: 'The analysis weighs your industry, stage, problem and solution.' },
  { title: 'Comprehensive Report', text: 'Get a validation score, SWOT, feasibility and market potential.' },
  { title: 'Development Plan', text: 'Turn the idea into a business plan and an investor pitch deck.' },
];

export const SUBMIT_STATS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'AI-Powered', label: 'Analysis engine' },
  { value: '4-Step', label: 'Guided submission' },
  { value: 'Instant', label: 'Validation report' },
];
