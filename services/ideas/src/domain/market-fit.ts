import { COUNTRIES, type CountryCode, type IdeaIndustry } from '@founder/contracts';
import type { BusinessModel } from './business-model';
import { audienceFit, audienceOf, type Audience, type Channels, type PersonaKind } from './audience-fit';
import { competitorKindsFor, type CompetitorKind } from './competitor-kinds';
import { COUNTRY_RULES } from './country-rules';
import { forChildren } from './for-children';
import type { IdeaFacts } from './idea-facts';
import { MODEL_RULES, MODEL_TOPICS, SECTOR_RULES, SECTOR_TOPICS } from './sector-rules';
import { statedFacts } from './stated-facts';
import { capitalized } from './text';

/**
 * The rules, channels, risks, personas and competitor kinds of an idea (issue 27 item 3), chosen from
 * its declared industry, target market, country and business model and whether its audience is
 * children, never from keyword hits in its text: a Kenyan dairy idea whose text mentions a truck
 * gets Kenya's data-protection and food rules, not US trucking rules. Every law and regulator is
 * named with its country, and only the country the founder operates in; with no country chosen
 * the rules are described as the chosen country's, and none is named.
 */


export interface MarketFitInput {
  industry: string;
  targetMarket: string | null;
  country: CountryCode | null;
  businessModel: BusinessModel;
  /** The founder's own audience is children (forChildren). */
  children: boolean;
}

export interface MarketFit {
  channels: Channels;
  /**
   * The rules that apply, naming the country each is from, to start a clause or follow a colon:
   * 'in Kenya, the Data Protection Act 2019 for personal data, enforced by ...; ...'.
   */
  regulation: string;
  /** The same rules one per item, each a phrase starting with its country: 'In Kenya, the Data Protection Act 2019 ...'. */
  regulations: readonly string[];
  /** The main risk of the industry, audience and model. */
  risk: string;
  /** The main risk first, then the others that apply. */
  risks: readonly string[];
  /** Who the customers are when the target market's own words would miss them ('parents of young children'), else null. */
  customers: string | null;
  audience: Audience;
  personas: readonly [PersonaKind, PersonaKind];
  competitorKinds: readonly CompetitorKind[];
}

type FitFacts = Pick<IdeaFacts, 'industry' | 'targetMarket' | 'country' | 'ideaTitle' | 'description' | 'problemStatement' | 'solutionApproach' | 'competitiveAdvantage' | 'revenueModel'>;

/** The idea's business model: the founder's stated one, else commerce for a declared E-commerce idea. */
export function businessModelOf(idea: FitFacts): BusinessModel {
  const stated = statedFacts(idea).businessModel;
  // The declared industry decides when the founder's words leave it at the default: an E-commerce idea sells goods.
  return stated === 'software' && idea.industry === 'E-commerce' ? 'commerce' : stated;
}

/** The rules that apply in a country, as phrases without the country's name: data protection first, then sector, model, children and consumers. */
export function rulesIn(country: CountryCode, input: Omit<MarketFitInput, 'country'>, audience: Audience): string[] {
  const general = COUNTRY_RULES[country];
  return [
    general.dataProtection,
    SECTOR_RULES[input.industry as IdeaIndustry]?.[country],
    MODEL_RULES[input.businessModel]?.[country],
    input.children ? general.children : undefined,
    sellsToConsumers(audience, input.businessModel) ? general.consumers : undefined,
  ].filter((rule): rule is string => rule !== undefined);
}

const sellsToConsumers = (audience: Audience, model: BusinessModel) => audience !== 'businesses' || model === 'commerce';

/** 'a, b and c'. */
const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items[0]);

/** With no country chosen: which kinds of rule will apply, naming no law. */
function rulesOfUnchosenCountry(input: MarketFitInput, audience: Audience): string {
  const topics = [
    'data-protection',
    SECTOR_TOPICS[input.industry as IdeaIndustry],
    MODEL_TOPICS[input.businessModel],
    input.children ? "children's-privacy" : undefined,
    sellsToConsumers(audience, input.businessModel) ? 'consumer-protection' : undefined,
  ].filter((topic): topic is string => topic !== undefined);
  return `the ${listed(topics)} rules of the country the company operates in, to be named once that country is chosen`;
}

export function marketFitFor(input: MarketFitInput): MarketFit {
  const audience = audienceOf(input.targetMarket, input.children);
  const { channels, personas, risks } = audienceFit(input.industry, audience, input.businessModel);
  let regulation: string;
  let regulations: string[];
  if (input.country) {
    const name = COUNTRIES[input.country].name;
    const rules = rulesIn(input.country, input, audience);
    regulation = `in ${name}, ${rules.join('; ')}`;
    regulations = rules.map((rule) => capitalized(`in ${name}, ${rule}`));
  } else {
    regulation = rulesOfUnchosenCountry(input, audience);
    regulations = [capitalized(regulation)];
  }
  return {
    channels,
    regulation,
    regulations,
    risk: risks[0],
    risks,
    customers: audience === 'parents' ? 'parents of young children' : null,
    audience,
    personas,
    competitorKinds: competitorKindsFor(input.industry, audience, input.businessModel),
  };
}

export function marketFit(idea: FitFacts): MarketFit {
  return marketFitFor({
    industry: idea.industry,
    targetMarket: idea.targetMarket,
    country: idea.country,
    businessModel: businessModelOf(idea),
    children: forChildren(idea),
  });
}
