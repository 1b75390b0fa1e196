import type { CurrencyCode } from '@founder/contracts';
import { founderFigures, type FounderFigures } from './founder-figures';
import type { IdeaFacts } from './idea-facts';
import { industryReference } from './industry-references';
import { referenceAmount } from './reference-rates';
import { stageProfile, type StageProfile } from './stage-profiles';
import { statedFacts, type StatedFacts } from './stated-facts';
import { targetMarketProfile } from './target-market-profiles';

/** Share of the round spent on operating costs in year 1 (the rest is the runway beyond it). */
export const YEAR_ONE_SPEND_OF_ROUND = 0.45;

/**
 * What the financial model's defaults start from (financial-model-defaults.ts): the founder's stated
 * figures where they state them, otherwise the industry, target-market and stage reference rows,
 * converted from US dollars into the idea's currency. Not printed by any document: the documents
 * print the model built from these (financial-assumptions.ts), so every figure has one source.
 */
export interface ReferenceAssumptions {
  currency: CurrencyCode;
  /** Per unit per month: the founder's price, else the reference. */
  monthlyPrice: number;
  /** Paying customers (or units) at month 12 of the default curve. */
  customersAtMonth12: number;
  grossMarginPct: number;
  monthlyChurnPct: number;
  customerAcquisitionCost: number;
  fundingAsk: number;
  round: StageProfile['round'];
  yearOneOperatingCosts: number;
  founder: FounderFigures;
}

/**
 * A founder's own price moves the customer count the other way: a cheaper product reaches more
 * customers, by the square root of the price ratio (bounded to 0.25-4x), so revenue moves less than the price.
 */
function priceReach(referencePrice: number, monthlyPrice: number): number {
  return Math.min(4, Math.max(0.25, Math.sqrt(referencePrice / monthlyPrice)));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** Two significant digits, as a person quotes a planning figure: 108,621 -> 110,000. */
const significant = (value: number) => (value <= 0 ? 0 : roundTo(value, 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1)));

/** Customers of the default curve at `month` as a share of month 12 (DEFAULT_CUSTOMER_CURVE, straight lines between). */
export type CurveShare = (month: number) => number;

export function referenceAssumptions(idea: IdeaFacts, curveShare: CurveShare, stated: StatedFacts = statedFacts(idea)): ReferenceAssumptions {
  const currency = idea.currency;
  const reference = industryReference(idea.industry);
  const market = targetMarketProfile(idea.targetMarket);
  const stage = stageProfile(idea.stage);
  const founder = founderFigures(stated, currency);

  const referencePrice = referenceAmount(Math.max(5, Math.round(reference.monthlyPriceUsd * market.priceFactor)), currency);
  const monthlyPrice = founder.monthlyPrice ?? referencePrice;
  const referenceCustomers = Math.max(
    10,
    roundTo(reference.customersAtMonth12 * market.customerFactor * stage.customerFactor * priceReach(referencePrice, monthlyPrice), 10),
  );
  // The founder's target at the month they name fixes the curve; a count they have today is its floor.
  const fromTarget = founder.target ? Math.max(1, Math.round(founder.target.count / curveShare(founder.target.month))) : null;
  const customersAtMonth12 = fromTarget ?? Math.max(founder.now ?? 0, referenceCustomers);
  const fundingUsd = reference.firstRoundUsd * stage.roundFactor;
  const referenceRound = currency === 'USD' ? roundTo(fundingUsd, 50_000) : referenceAmount(fundingUsd, currency);
  // A founder who states their price and target states their scale: the round (and the year-1 spend it
  // pays for) is sized to it, at most twice the month-12 run rate, so the plan can reach break-even.
  const runRate = founder.monthlyPrice !== null && founder.target ? monthlyPrice * customersAtMonth12 * 12 : null;
  const fundingAsk = runRate === null ? referenceRound : Math.max(referenceRound / 4, Math.min(referenceRound, significant(runRate * 2)));
  // Acquisition cost follows the price: a cheaper product is sold with cheaper channels.
  const customerAcquisitionCost = Math.max(
    referenceAmount(5, currency),
    significant(referenceAmount(reference.customerAcquisitionCostUsd * market.priceFactor, currency) * (monthlyPrice / referencePrice)),
  );
  return {
    currency,
    monthlyPrice,
    customersAtMonth12,
    grossMarginPct: reference.grossMarginPct,
    monthlyChurnPct: reference.monthlyChurnPct,
    customerAcquisitionCost,
    fundingAsk,
    round: stage.round,
    yearOneOperatingCosts: fundingAsk * YEAR_ONE_SPEND_OF_ROUND,
    founder,
  };
}
