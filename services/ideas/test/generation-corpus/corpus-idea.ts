import type { CountryCode, CurrencyCode, StartupIdeaInput } from '@founder/contracts';

/** How a corpus idea earns: the business models issue 27 names (software, hardware, marketplace, usage, services, goods, freemium). */
export type CorpusBusinessModel = 'subscription' | 'hardware' | 'marketplace' | 'usage' | 'services' | 'commerce' | 'freemium';

/**
 * A price the founder states: an amount in the idea's currency, or a percentage of each sale.
 * `written` is the amount as the founder wrote it ('Rs 149', '$299' in a Canadian idea); documents
 * may print it so or in the currency's own form (formatMoney: '₹149', 'CA$299').
 */
export type StatedPriceExpectation = { amount: number; written: string } | { percent: number; written: string };

/** What the founder's text states, which every document must keep (ARCHITECTURE.md section 7: the founder's facts are law). */
export interface CorpusExpectation {
  currency: CurrencyCode;
  country: CountryCode;
  model: CorpusBusinessModel;
  /** Each appears in the plan's Business Model section and on the deck's Business Model slide. */
  prices: readonly StatedPriceExpectation[];
  /** The model defaults' pricePoint is one of these, in the idea's currency: the stated amount, or the monthly figure the founder's own numbers give. */
  pricePoints: readonly number[];
  /** Counts as the founder wrote them ('150', '6,000'): each appears unchanged in the plan and in the deck. */
  counts: readonly string[];
  /** The model defaults' customers (users for freemium) at month 12 when the founder states a month-12 target; null when they state none. */
  customersAtMonth12: number | null;
  /** The founder's own audience is children: the documents name that country's children's-privacy rules. */
  children: boolean;
}

/** One idea of the corpus: what a founder submits (currency and country left for detection) and what it states. */
export interface CorpusIdea {
  key: string;
  submission: Omit<StartupIdeaInput, 'companyName' | 'currency' | 'country'>;
  expected: CorpusExpectation;
}
