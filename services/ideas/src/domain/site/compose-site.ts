import { cutText, SITE_LIMITS, SITE_SECTION_IDS, SITE_SECTION_NAMES, type SiteSection, type SiteSectionId } from '@founder/contracts';
import type { IdeaFacts } from '../idea-facts';

/** What a site's first draft is written from: the company, its idea and the idea's business plan. */
export interface SiteFacts {
  companyName: string;
  description: string;
  location: string;
  tagline: string | null;
  /** The executive summary of the idea's business plan, when one was generated. */
  executiveSummary: string | null;
  idea: IdeaFacts | null;
}

/** The first sentence of a text (or the whole text when it has no sentence end). */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](\s|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/**
 * The draft of every section, written from the founder's own fields (never lorem): the hero from
 * the tagline or the description, the about section from the plan's executive summary cut to 200
 * characters (spec section 9), features from the idea. Testimonials start disabled: a new company
 * has none yet.
 */
export function composeSiteSections(facts: SiteFacts): SiteSection[] {
  const { idea } = facts;
  const features = idea
    ? [idea.solutionApproach, idea.competitiveAdvantage, idea.revenueModel && `Pricing: ${idea.revenueModel}`].filter((line): line is string => Boolean(line))
    : [];
  const content: Record<SiteSectionId, string> = {
    hero: facts.tagline || firstSentence(facts.description),
    about: cutText(facts.executiveSummary || facts.description, SITE_LIMITS.about),
    features: (features.length > 0 ? features : [facts.description]).map((line) => cutText(line, 300)).join('\n'),
    testimonials: `Be one of the first to try ${facts.companyName} and tell us what you think: your words could be the first here.`,
    contact: `Join the early-access list and hear from the ${facts.companyName} team in ${facts.location} first.`,
  };
  return SITE_SECTION_IDS.map((id) => ({ id, name: SITE_SECTION_NAMES[id], content: content[id], enabled: id !== 'testimonials' }));
}
