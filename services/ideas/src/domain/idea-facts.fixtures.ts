import { IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS } from '@founder/contracts';
import { compositionContext, type CompositionContext } from './composition-context';
import type { IdeaFacts } from './idea-facts';

/** Test ideas shared by the domain and generation specs: the bounds' two ends and a plain sample. */
const longText = (word: string) => `${word} `.repeat(1000).slice(0, 5000).trim();

/** Every field at its lower bound (IDEA_FIELD_LIMITS), every optional field absent. */
export const SHORTEST_IDEA: IdeaFacts = {
  name: 'Al',
  ideaTitle: 'Abc',
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
  description: 'Bookkeeping for textile workshops.',
  industry: 'SaaS',
  stage: 'Idea Stage',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: null,
  solutionApproach: null,
  competitiveAdvantage: null,
  revenueModel: null,
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
