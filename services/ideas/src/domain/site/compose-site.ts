import { SITE_LIMITS, SITE_SECTION_IDS, SITE_SECTION_NAMES, type SiteSection, type SiteSectionId } from '@founder/contracts';
import type { IdeaFacts } from '../idea-facts';
import { visitorSentences } from './visitor-text';

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

/** A feature line's length: a few sentences, never a cut one. */
const FEATURE_CHARACTERS = 300;

/**
 * The draft of every section, written from the founder's own fields (never lorem) in whole sentences
 * a visitor may read (visitor-text.ts): the hero from the tagline or the description's first
 * sentence, the about section from the plan's executive summary within 200 characters (spec section
 * 9; issue 29: whole sentences instead of a cut one), features from the idea. Testimonials start
 * disabled: a new company has none yet.
 */
export function composeSiteSections(facts: SiteFacts): SiteSection[] {
  const { idea } = facts;
  const pricing = idea?.revenueModel ? visitorSentences(idea.revenueModel, FEATURE_CHARACTERS) : null;
  const features = [idea?.solutionApproach, idea?.competitiveAdvantage]
    .map((text) => (text ? visitorSentences(text, FEATURE_CHARACTERS) : null))
    .concat(pricing && `Pricing: ${pricing}`)
    .filter((line): line is string => Boolean(line));
  const about =
    (facts.executiveSummary && visitorSentences(facts.executiveSummary, SITE_LIMITS.about)) ||
    visitorSentences(facts.description, SITE_LIMITS.about) ||
    `${facts.companyName} is based in ${facts.location}.`;
  const content: Record<SiteSectionId, string> = {
    hero: facts.tagline || visitorSentences(facts.description, Number.POSITIVE_INFINITY, 1) || facts.companyName,
    about,
    features: features.length > 0 ? features.join('\n') : (visitorSentences(facts.description, FEATURE_CHARACTERS) ?? about),
    testimonials: `Be one of the first to try ${facts.companyName} and tell us what you think: your words could be the first here.`,
    contact: `Join the early-access list and hear from the ${facts.companyName} team in ${facts.location} first.`,
  };
  return SITE_SECTION_IDS.map((id) => ({ id, name: SITE_SECTION_NAMES[id], content: content[id], enabled: id !== 'testimonials' }));
}
