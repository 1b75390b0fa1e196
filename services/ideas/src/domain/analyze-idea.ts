import { formatMoney, wordCount, type AnalysisResult, type RiskLevel } from '@founder/contracts';
import { ideaDigest, digestInRange } from './idea-digest';
import type { IdeaFacts } from './idea-facts';
import { statedPriceText } from './composition-context';
import { assumedFinancials } from './financial-assumptions';
import { businessModelOf, marketFit } from './market-fit';
import { marketSizeOf } from './market-size';
import { stagePosition } from './stage-profiles';
import { statedFacts } from './stated-facts';
import { targetMarketProfile } from './target-market-profiles';
import { quote, wholeSentences } from './text';

/** 'A clearly stated problem: <the founder's whole sentences>', or the label alone when its first sentence is too long for a list item. */
function strength(label: string, text: string | null): string | null {
  if (!text) return null;
  const whole = wholeSentences(text, 25);
  return whole ? `${label}: ${whole}` : label;
}

/** Spec section 9: industry base scores; any other industry scores 70. */
export const INDUSTRY_BASE_SCORES: Readonly<Record<string, number>> = {
  Technology: 85,
  Healthcare: 78,
  Finance: 82,
  Education: 75,
  'E-commerce': 88,
  SaaS: 90,
  'AI/ML': 92,
  Sustainability: 76,
};
export const OTHER_INDUSTRY_BASE_SCORE = 70;
export const PROBLEM_AND_SOLUTION_BONUS = 10;


/** Spec section 9: low above 80, medium above 60, otherwise high. */
export function riskLevelOf(score: number): RiskLevel {
  if (score > 80) return 'low';
  if (score > 60) return 'medium';
  return 'high';
}

/** The validation score: industry base, +10 with both problem and solution, + the idea's own 0-9, capped at 100. */
export function validationScoreOf(idea: IdeaFacts, digest: Buffer = ideaDigest(idea)): number {
  const base = INDUSTRY_BASE_SCORES[idea.industry] ?? OTHER_INDUSTRY_BASE_SCORE;
  const bonus = idea.problemStatement && idea.solutionApproach ? PROBLEM_AND_SOLUTION_BONUS : 0;
  return Math.min(100, base + bonus + digestInRange(digest, 0, 0, 9));
}

/**
 * The analysis of spec section 9, computed on the server: the spec's random parts are drawn
 * from the idea's digest instead, so the same idea always gets the same analysis.
 */
export function analyzeIdea(idea: IdeaFacts): AnalysisResult {
  const statedProblem = idea.problemStatement ? quote(idea.problemStatement, 25) : null;
  const digest = ideaDigest(idea);
  const validationScore = validationScoreOf(idea, digest);
  const fit = marketFit(idea);
  const stated = statedFacts(idea);
  const audience = targetMarketProfile(idea.targetMarket).audience;
  // Where the founder stands, from what they say exists (pilots, customers), not the stage name alone.
  const position = stagePosition(idea.stage, businessModelOf(idea), stated.existing);
  const descriptionWords = wordCount(idea.description);
  // The market size every document of the idea quotes (docs/decisions.md: not the spec's fixed '$2.5B - $10B').
  const market = marketSizeOf(idea);

  const strengths = [
    `Operates in ${idea.industry}, where ideas of this kind start from a validation base of ${INDUSTRY_BASE_SCORES[idea.industry] ?? OTHER_INDUSTRY_BASE_SCORE}`,
    idea.targetMarket ? `A defined target market: ${idea.targetMarket}` : null,
    strength('A clearly stated problem', idea.problemStatement),
    strength('A concrete solution approach', idea.solutionApproach),
    strength('A stated competitive advantage', idea.competitiveAdvantage),
    strength('A revenue model from day one', idea.revenueModel),
  ].filter((item): item is string => item !== null);

  const weaknesses = [
    position.evidenceGap,
    idea.competitiveAdvantage ? null : 'No competitive advantage stated yet: investors will ask what stops others from copying it',
    idea.revenueModel ? null : 'No revenue model stated yet: how and when customers pay is still open',
    idea.problemStatement ? null : 'The problem is not stated on its own, which makes the need harder to test',
    idea.solutionApproach ? null : 'The solution approach is not described yet',
    descriptionWords < 100 ? `The description is brief (${descriptionWords} words); 100-500 words gives a fuller picture` : null,
  ].filter((item): item is string => item !== null);

  const opportunities = [
    `A market of ${market.size} (${market.market}), growing ${market.growth}`,
    `Reaching ${audience} through ${fit.channels[0]} and ${fit.channels[1]}`,
    `Partnerships with established players in ${idea.industry} to shorten the path to the first customers`,
  ];

  const threats = [
    `${market.competition} competition for the attention of ${audience}`,
    `Regulation: ${fit.regulation}`,
    `Market-specific risk: ${fit.risk}`,
  ];

  const recommendations = [
    `Interview 15-20 potential customers to confirm the problem${statedProblem ? ` as stated (${statedProblem})` : ''} before building more`,
    idea.competitiveAdvantage
      ? `Test the stated advantage against the two closest alternatives ${audience} use today`
      : 'Write down one advantage that is hard to copy, such as proprietary data, a network or a distribution partner',
    stated.price
      ? `Validate willingness to pay ${statedPriceText(stated.price, stated.unit)} with a pricing page or pre-orders`
      : idea.revenueModel
        ? `Validate willingness to pay for the stated model with a pricing page or pre-orders`
        : `Choose a first revenue model and test a price near ${formatMoney(assumedFinancials(idea).monthlyPrice, idea.currency)} a month with early customers`,
    `Plan early for the rules that apply: ${fit.regulation}`,
  ];

  const nextSteps = [
    `Focus the next 90 days on ${position.nextFocus}`,
    `Generate the business plan and pitch deck for "${idea.ideaTitle}" and refine them with what you learn`,
    `Set up the first acquisition test on ${fit.channels[0]}`,
    `Define three metrics to track weekly: sign-ups, conversion to paying customers and monthly churn`,
  ];

  return {
    validationScore,
    strengths,
    weaknesses,
    opportunities,
    threats,
    marketPotential: { size: market.size, growth: market.growth, competition: market.competition },
    feasibility: {
      technical: digestInRange(digest, 1, 70, 99),
      financial: digestInRange(digest, 2, 65, 89),
      market: digestInRange(digest, 3, 60, 94),
    },
    recommendations,
    nextSteps,
    riskLevel: riskLevelOf(validationScore),
    confidenceScore: digestInRange(digest, 4, 75, 94),
  };
}
