import type { TargetMarket } from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';

/**
 * Whether an idea's own audience is children (issue 27 item 3): a consumer product whose text says
 * it is for children, kids, toddlers, pupils or under-13s, or for their parents. It is a fact about
 * who uses the product, so that children's-privacy rules, parents' channels and parents as personas
 * apply; products sold to businesses (schools included) are judged by their buyer instead.
 */

const BUSINESS_BUYERS: readonly TargetMarket[] = ['B2B (Business to Business)', 'Enterprise', 'SMB (Small-Medium Business)'];

/** Words that name children as the people a product is for; 'adult children' and 'grown-up kids' are the older parents' families, not children. */
const CHILDREN = /(?<!\b(?:adult|grown[- ]up|grown|older|their own)\s)\b(children|child|kids?|kiddos?|toddlers?|preschoolers?|schoolchildren|schoolkids|pupils?|babies|infants?|under[- ]1[0-7]s?|little ones|teens|teenagers?|high[- ]school(?:ers| students)|secondary[- ]school students|class \d{1,2}(?:[-–]\d{1,2})? students)\b/i;

export function forChildren(idea: Pick<IdeaFacts, 'targetMarket' | 'ideaTitle' | 'description' | 'problemStatement' | 'solutionApproach'>): boolean {
  if (BUSINESS_BUYERS.includes(idea.targetMarket as TargetMarket)) return false;
  return [idea.ideaTitle, idea.description, idea.problemStatement, idea.solutionApproach].some((text) => text !== null && CHILDREN.test(text));
}
