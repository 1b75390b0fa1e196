import { formatMoney } from '@founder/contracts';
import { MARKET_POTENTIAL } from './analyze-idea';
import { assumedFinancials } from './financial-assumptions';
import { MAX_RUNWAY_MONTHS, YEAR_ONE_REVENUE_MONTHS, type FinancialProjection } from './financial-projection';
import type { IdeaFacts } from './idea-facts';
import { industryReference, type IndustryReference } from './industry-references';
import { marketFit, type MarketFit } from './market-fit';
import { formatNumber, formatUsd } from './money';
import { stageProfile, type StageProfile } from './stage-profiles';
import { pluralOf, statedFacts, type StatedFacts } from './stated-facts';
import { targetMarketProfile, type TargetMarketProfile } from './target-market-profiles';
import { quote, ventureIn, wholeSentences } from './text';

/** Figures as plans and decks print them: formatted once so the plan and the deck print the same strings. */
export interface PrintedFigures {
  revenue: readonly string[];
  expenses: readonly string[];
  netIncome: readonly string[];
  monthlyPrice: string;
  /** What the plan counts customers in: 'store' and 'stores' ('customer' when the founder names no unit). */
  unit: string;
  units: string;
  /**
   * The price as the founder stated it, with the working that turns it into the monthly figure the plan
   * computes with: '$149 per store per month', '$1,200 per customer a year, that is $1,200 ÷ 12 = $100 a month'.
   */
  priceTerms: string;
  /** The price as a slide shows it, without the working: '€1,200 per seat a year ($108 a month)'. */
  priceShort: string;
  customersAtMonth12: string;
  customerAcquisitionCost: string;
  lifetimeValue: string;
  yearOneOperatingCosts: string;
  monthTwelveAnnualRevenue: string;
  fundingAsk: string;
  useOfFunds: { product: string; marketing: string; team: string; operations: string };
  /** The split as percentages: '40%'. */
  useOfFundsShare: { product: string; marketing: string; team: string; operations: string };
  /** Year-on-year revenue growth of Years 2 to 5: '150%' (or 'n/a' after a year without revenue). */
  revenueGrowth: readonly string[];
  breakEven: string;
  runway: string;
  /**
   * The arithmetic behind the figures, each an 'a × b = c' statement of numbers printed beside it
   * (issue 14: a reader can redo every sum), or a sentence saying where a figure comes from instead.
   */
  workings: {
    /** '380 paying stores × $149 a month × 12 = $679,440 a year' */
    runRate: string;
    /** How Year 1 revenue follows from the month-12 count, and why it is below the run rate. */
    yearOneRevenue: string;
    yearOneExpenses: string;
    lifetimeValue: string;
    ltvToCac: string;
    runway: string;
  };
}

/** Everything the composer writes from: the idea, its reference rows and its figures. */
export interface CompositionContext {
  idea: IdeaFacts;
  reference: IndustryReference;
  market: TargetMarketProfile;
  stage: StageProfile;
  projection: FinancialProjection;
  printed: PrintedFigures;
  marketPotential: typeof MARKET_POTENTIAL;
  /** The founder's price, unit and customer count: they win over every reference figure. */
  stated: StatedFacts;
  /** Channels, rules and risk for this industry, target market and problem. */
  fit: MarketFit;
  /** The description's first sentence when it is short enough for a slide, otherwise a paraphrase; never a cut sentence. */
  pitch: string;
  /** How the plan names what customers pay for, in a sentence. */
  revenueModel: string;
  /** The validated body of a generate call, for document kinds that take one (DocumentKind.generateBody). */
  input?: unknown;
}

/**
 * How the documents name the price: the founder's terms first, with the arithmetic to the monthly
 * US-dollar figure (`terms`), and a slide's short form without the working (`short`).
 */
function priceTermsOf(projection: FinancialProjection, stated: StatedFacts, unit: string): { terms: string; short: string } {
  const monthly = formatUsd(projection.monthlyPrice);
  const plain = `${monthly} per ${unit} per month`;
  const same = (terms: string) => ({ terms, short: terms });
  if (projection.source === 'model') return same(plain);
  if (stated.takeRate && !stated.price) {
    const rate = `${stated.takeRate.pct}% of each ${stated.takeRate.of}`;
    return { terms: `${rate}, planned at ${monthly} of fees per ${unit} a month`, short: rate };
  }
  const price = stated.price;
  if (!price || price.monthly === null) return same(plain);
  const amount = formatMoney(price.amount, price.currency);
  if (price.unit === 'order' || price.unit === 'booking' || price.unit === 'transaction') {
    return { terms: `${amount} per ${price.unit}, planned at one ${price.unit} per ${unit} a month`, short: `${amount} per ${price.unit}` };
  }
  const period = price.period === 'once' ? 'month' : price.period ?? 'month';
  const asStated = `${amount} per ${unit} ${{ week: 'a week', month: 'per month', year: 'a year' }[period]}`;
  const steps = { week: ' × 52 ÷ 12', month: '', year: ' ÷ 12' }[period];
  if (!steps) return same(asStated);
  return { terms: `${asStated}, that is ${amount}${steps} = ${monthly} a month`, short: `${asStated} (${monthly} a month)` };
}

const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

function workingsOf(projection: FinancialProjection, units: string): PrintedFigures['workings'] {
  const { years, monthlyPrice, customersAtMonth12, grossMarginPct, monthlyChurnPct, lifetimeValue, customerAcquisitionCost } = projection;
  const [first] = years;
  const model = projection.source === 'model';
  const price = formatUsd(monthlyPrice);
  const customers = formatNumber(customersAtMonth12);
  const costShare = 100 - grossMarginPct;
  const costOfRevenue = Math.round((first.revenue * costShare) / 100);
  const ltvByFormula = monthlyChurnPct > 0 ? (monthlyPrice * grossMarginPct) / monthlyChurnPct : Number.POSITIVE_INFINITY;
  const burn = -first.netIncome / 12;
  return {
    runRate: `${customers} paying ${units} × ${price} a month × 12 = ${formatUsd(monthlyPrice * customersAtMonth12 * 12)} a year`,
    yearOneRevenue: model
      ? `Year 1 revenue in the financial model is ${formatUsd(first.revenue)}, below this run rate because ${units} are added month by month through the year`
      : `Year 1 revenue is below this run rate because ${units} are added evenly through the year, so the year earns six months at the month-12 count: ${customers} × ${price} × ${YEAR_ONE_REVENUE_MONTHS} months = ${formatUsd(first.revenue)}`,
    yearOneExpenses:
      Math.abs(costOfRevenue + first.operatingCosts - first.expenses) <= 1
        ? `Year 1 expenses are ${formatUsd(first.revenue)} × ${percent(costShare)} cost of serving customers + ${formatUsd(first.operatingCosts)} operating costs = ${formatUsd(first.expenses)}`
        : `Year 1 expenses of ${formatUsd(first.expenses)} are the financial model's cost of serving customers and operating costs, month by month`,
    lifetimeValue:
      Math.abs(ltvByFormula - lifetimeValue) <= 1
        ? `${price} × ${percent(grossMarginPct)} gross margin ÷ ${percent(monthlyChurnPct)} monthly churn = ${formatUsd(lifetimeValue)}`
        : `${formatUsd(lifetimeValue)} (the financial model's figure)`,
    ltvToCac: customerAcquisitionCost > 0 ? `${formatUsd(lifetimeValue)} ÷ ${formatUsd(customerAcquisitionCost)} = ${projection.ltvToCac}` : `${projection.ltvToCac}`,
    runway: model
      ? `the financial model's month-by-month cash gives ${projection.runwayMonths >= MAX_RUNWAY_MONTHS ? `at least ${MAX_RUNWAY_MONTHS}` : `about ${projection.runwayMonths}`} months of runway`
      : burn > 0
        ? `a Year 1 net loss of ${formatUsd(-first.netIncome)} ÷ 12 = ${formatUsd(burn)} a month; ${formatUsd(projection.fundingAsk)} ÷ ${formatUsd(burn)} = ${Math.floor(projection.fundingAsk / burn)} months of runway${projection.runwayMonths < Math.floor(projection.fundingAsk / burn) ? `, more than the ${MAX_RUNWAY_MONTHS} months this plan looks ahead` : ''}`
        : `Year 1 makes no loss, so the round is not spent on losses`,
  };
}

export function printFigures(projection: FinancialProjection, stated: StatedFacts): PrintedFigures {
  const { years, useOfFunds } = projection;
  const unit = stated.unit;
  const price = priceTermsOf(projection, stated, unit);
  return {
    revenue: years.map((year) => formatUsd(year.revenue)),
    expenses: years.map((year) => formatUsd(year.expenses)),
    netIncome: years.map((year) => formatUsd(year.netIncome)),
    monthlyPrice: formatUsd(projection.monthlyPrice),
    unit,
    units: pluralOf(unit),
    priceTerms: price.terms,
    priceShort: price.short,
    customersAtMonth12: formatNumber(projection.customersAtMonth12),
    customerAcquisitionCost: formatUsd(projection.customerAcquisitionCost),
    lifetimeValue: formatUsd(projection.lifetimeValue),
    yearOneOperatingCosts: formatUsd(years[0].operatingCosts),
    monthTwelveAnnualRevenue: formatUsd(projection.monthlyPrice * projection.customersAtMonth12 * 12),
    fundingAsk: formatUsd(projection.fundingAsk),
    useOfFunds: {
      product: formatUsd(useOfFunds.product),
      marketing: formatUsd(useOfFunds.marketing),
      team: formatUsd(useOfFunds.team),
      operations: formatUsd(useOfFunds.operations),
    },
    useOfFundsShare: {
      product: `${projection.useOfFundsPct.product}%`,
      marketing: `${projection.useOfFundsPct.marketing}%`,
      team: `${projection.useOfFundsPct.team}%`,
      operations: `${projection.useOfFundsPct.operations}%`,
    },
    revenueGrowth: years.slice(1).map((year, index) =>
      years[index].revenue > 0 ? `${Math.round(((year.revenue - years[index].revenue) / years[index].revenue) * 100)}%` : 'n/a',
    ),
    breakEven: projection.breakEvenYear === null ? 'after Year 5' : `in Year ${projection.breakEvenYear}`,
    runway: projection.runwayMonths >= MAX_RUNWAY_MONTHS ? `at least ${MAX_RUNWAY_MONTHS} months` : `about ${projection.runwayMonths} months`,
    workings: workingsOf(projection, pluralOf(unit)),
  };
}

/** The documents price with the founder's own figure (no financial model has replaced it). */
export function foundersPrice({ stated, projection }: Pick<CompositionContext, 'stated' | 'projection'>): boolean {
  return projection.source === 'reference' && Boolean(stated.price || stated.takeRate);
}

export function compositionContext(idea: IdeaFacts): CompositionContext {
  const stated = statedFacts(idea);
  const projection = assumedFinancials(idea, stated);
  const printed = printFigures(projection, stated);
  const market = targetMarketProfile(idea.targetMarket);
  const venture = ventureIn(idea.industry);
  return {
    idea,
    reference: industryReference(idea.industry),
    market,
    stage: stageProfile(idea.stage),
    projection,
    printed,
    marketPotential: MARKET_POTENTIAL,
    stated,
    fit: marketFit(idea),
    pitch: wholeSentences(idea.description, 30, 1) ?? `${venture.charAt(0).toUpperCase()}${venture.slice(1)} for ${market.audience}.`,
    revenueModel: idea.revenueModel
      ? `the model the founder describes (${quote(idea.revenueModel, 40) ?? `priced at ${printed.priceTerms}`})`
      : `a subscription at ${printed.priceTerms}`,
  };
}
