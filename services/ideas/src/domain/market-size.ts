import { formatMoneyShort } from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';
import { marketReference } from './market-references';
import { fromUsd } from './reference-rates';

/** Competition as every analysis states it (spec section 9). */
export const COMPETITION = 'Moderate to High';

/**
 * The one market size of an idea, quoted by the analysis, the plan, the deck and the research
 * alike: its industry's published market (MARKET_REFERENCES) in the idea's currency, with what it
 * measures and its source.
 */
export interface MarketSize {
  /** In the idea's currency. */
  total: number;
  /** 'KES 31.9T'. */
  size: string;
  /** '20% a year'. */
  growth: string;
  growthPct: number;
  competition: typeof COMPETITION;
  /** What the figure measures, inside a sentence: 'worldwide software-as-a-service spending'. */
  market: string;
  source: string;
  growthSource: string;
}

export function marketSizeOf(idea: Pick<IdeaFacts, 'industry' | 'currency'>): MarketSize {
  const reference = marketReference(idea.industry);
  const total = Math.round(fromUsd(reference.totalUsd, idea.currency));
  return {
    total,
    size: formatMoneyShort(total, idea.currency),
    growth: `${reference.growthPct}% a year`,
    growthPct: reference.growthPct,
    competition: COMPETITION,
    market: reference.market,
    source: reference.totalSource,
    growthSource: reference.growthSource,
  };
}
