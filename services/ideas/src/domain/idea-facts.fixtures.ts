import { IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS } from '@founder/contracts';
import { compositionContext, type CompositionContext } from './composition-context';
import type { IdeaFacts } from './idea-facts';

/** Test ideas shared by the domain and generation specs: the bounds' two ends and a plain sample. */
const longText = (word: string) => `${word} `.repeat(1000).slice(0, 5000).trim();

/** Every field at its lower bound (IDEA_FIELD_LIMITS), every optional field absent. */
export const SHORTEST_IDEA: IdeaFacts = {
  name: 'Al',
  ideaTitle: 'Abc',
  companyName: 'Abc',
  currency: 'USD',
  country: null,
  description: 'An app for dog walks',
  industry: 'Other',
  stage: 'Idea Stage',
  targetMarket: null,
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: null,
};

/** Every field at its upper bound. */
export const LONGEST_IDEA: IdeaFacts = {
  name: 'N'.repeat(100),
  ideaTitle: 'T'.repeat(120),
  companyName: 'T'.repeat(60),
  currency: 'USD',
  country: null,
  description: longText('description'),
  industry: 'SaaS',
  stage: 'Launched',
  targetMarket: 'Enterprise',
  problemStatement: longText('problem'),
  solutionApproach: longText('solution'),
  competitiveAdvantage: longText('advantage'),
  revenueModel: longText('revenue'),
};

/** A small SaaS idea. */
export const SAMPLE_IDEA: IdeaFacts = {
  name: 'Ada',
  ideaTitle: 'LoomLedger',
  companyName: 'LoomLedger',
  currency: 'USD',
  country: null,
  description: 'Bookkeeping for textile workshops.',
  industry: 'SaaS',
  stage: 'Idea Stage',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: null,
};

/** The idea of issue 14: a price and a unit stated in the solution, a revenue model without a price, US grocers. */
export const GROCER_IDEA: IdeaFacts = {
  name: 'Dana Ruiz',
  ideaTitle: 'ShelfSense',
  companyName: 'ShelfSense',
  currency: 'USD',
  country: null,
  description: 'ShelfSense helps independent grocers in the US cut waste. It predicts what will sell out.',
  industry: 'AI/ML',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Independent grocers throw away fresh produce every week because nobody has time to check the shelves.',
  solutionApproach: 'A SaaS subscription at $149 per store per month that sends the store manager a prioritized restock list on their phone every morning.',
  competitiveAdvantage: 'Works with the point-of-sale systems small stores already use.',
  revenueModel: 'SaaS subscription',
};

const sentences = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    `Sentence ${index + 1} about the ${topic} runs on for a while with concrete detail about stores, shelves, staff, suppliers and the morning routine of a manager who has to decide what to reorder before the doors open.`,
  ).join(' ');

/** Long fields of many long sentences (about 40 words each): what a quote must never cut. */
export const LONG_SENTENCES_IDEA: IdeaFacts = {
  ...GROCER_IDEA,
  description: sentences('description', 12),
  problemStatement: sentences('problem', 10),
  solutionApproach: sentences('solution', 10),
  competitiveAdvantage: sentences('advantage', 8),
  revenueModel: `${sentences('revenue model', 3)} We charge $149 per store per month.`,
};

/**
 * Every industry, stage and target market (none included), each with the shortest and the longest
 * idea: what a composer must handle. `label` names the combination in a failure.
 */
export function* everyKindOfIdea(): Generator<{ context: CompositionContext; label: string }> {
  for (const industry of IDEA_INDUSTRIES)
    for (const stage of IDEA_STAGES)
      for (const targetMarket of [...TARGET_MARKETS, null])
        for (const base of [SHORTEST_IDEA, LONGEST_IDEA]) yield { context: compositionContext({ ...base, industry, stage, targetMarket }), label: `${industry}/${stage}/${targetMarket}` };
}
