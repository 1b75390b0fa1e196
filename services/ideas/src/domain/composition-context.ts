import { CURRENCIES, formatBreakEven, formatLtvToCac, formatMoney, formatPayback, formatQuantity, formatRunway } from '@founder/contracts';
import { businessModelProfile, type BusinessModelProfile } from './business-model-profiles';
import { assumedFinancials } from './financial-assumptions';
import type { FinancialProjection } from './financial-projection';
import { founderFigures } from './founder-figures';
import type { IdeaFacts } from './idea-facts';
import { industryReference, type IndustryReference } from './industry-references';
import { businessModelOf, marketFit, type MarketFit } from './market-fit';
import { marketSizeOf, type MarketSize } from './market-size';
import { conversionNote } from './reference-rates';
import { stagePosition, stageProfile, type StagePosition, type StageProfile } from './stage-profiles';
import { pluralOf, statedFacts, type StatedFacts, type StatedPrice } from './stated-facts';
import { amountsIn } from './stated-facts/amounts';
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
  /** The price as a slide shows it, without the working: '€1,200 per seat a year (€100 a month)'. */
  priceShort: string;
  /** Who the month-12 count is: 'paying stores', or 'users' for freemium and advertising models. */
  counted: string;
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
  /** 'Month 23' or 'Not within 60 months': the model's, as its page prints it. */
  breakEven: string;
  /** '18 months' or '60+ months': the model's, as its page prints it. */
  runway: string;
  /** '3.9:1': the model's. */
  ltvToCac: string;
  /** '8 months': the model's. */
  payback: string;
  /** The founder's own counts, as written, with when: '150 units leased (by month 12); 40 cooperatives (by month 12)'; null when none. */
  statedCounts: string | null;
  /** Those written in digits, as every part quoting them must print them: { label: 'The count (150 units leased)', value: '150' }. */
  statedCountFigures: ReadonlyArray<{ label: string; value: string }>;
  /** The founder's prices and fee as a part that quotes them must print them ('KES 18,000', '£39.99', '10%'); empty when the price is the financial model's own. */
  statedPriceFigures: ReadonlyArray<{ label: string; value: string }>;
  /** The currency in a sentence: 'KES (Kenyan shilling)'. */
  currency: string;
  /** 'Reference figures are converted from US figures at the rates of ...', null for US dollars. Printed once per document. */
  conversionNote: string | null;
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
  /** Operations, go-to-market and hires of the founder's business model (hardware, marketplace, usage, services, commerce, software). */
  model: BusinessModelProfile;
  /** What exists today and the milestones ahead, from the stage, the model and what the founder says exists. */
  position: StagePosition;
  /** The version of the part being written: 0 for the first, each regeneration the next, so a regenerated part reads differently. */
  variant: number;
  projection: FinancialProjection;
  printed: PrintedFigures;
  /** The one market size every document quotes, in the idea's currency, with what it measures and its source. */
  marketPotential: MarketSize;
  /** The founder's price, unit and customer count: they win over every reference figure. */
  stated: StatedFacts;
  /** Channels, rules and risk for this industry, target market, country and business model. */
  fit: MarketFit;
  /** The description's first sentence when it is short enough for a slide, otherwise a plain line from the idea's fields; never a cut sentence. */
  pitch: string;
  /** How the plan names what customers pay for, in a sentence. */
  revenueModel: string;
  /** The validated body of a generate call, for document kinds that take one (DocumentKind.generateBody). */
  input?: unknown;
}

type Money = (amount: number) => string;

const PERIOD_WORDS = { week: 'a week', month: 'per month', year: 'a year' } as const;
const PER_USE = (price: StatedPrice) => price.perUse;

/** The founder's price in the one format of every figure: 'KES 18,000 per cooling unit per month', 'CA$299 per clinic per month'. */
export function statedPriceText(price: StatedPrice, unit: string): string {
  return asWritten(price, unit);
}

/** 'KES 18,000 per cooling unit per month', '£39.99 a year', 'a one-time KES 45,000 per unit'. */
function asWritten(price: StatedPrice, unit: string): string {
  const amount = formatMoney(price.amount, price.currency);
  if (price.period === 'once') return `a one-time ${amount} per ${price.unit === 'customer' ? unit : price.unit}`;
  return `${amount} per ${price.unit === 'customer' ? unit : price.unit} ${PERIOD_WORDS[price.period ?? 'month']}`;
}

interface PriceTerms {
  terms: string;
  short: string;
  /** What each counted customer brings a month, as the bottom-up line names it: '€2.70 of fees a month (one booking per workshop each month)'. */
  perMonth: string;
}

/**
 * How the documents name the price: the founder's terms as they wrote them (their amount, currency,
 * unit and period), with the arithmetic to the monthly figure the model computes with (`terms`), a
 * slide's short form (`short`), and the monthly figure with what it assumes (`perMonth`). Once the
 * founder has their own model its price is the price.
 */
function priceTermsOf(projection: FinancialProjection, stated: StatedFacts, unit: string, money: Money): PriceTerms {
  const monthly = money(projection.monthlyPrice);
  const plain = `${monthly} per ${unit} per month`;
  const perMonth = `${monthly} a month`;
  const same = (terms: string) => ({ terms, short: terms, perMonth });
  if (projection.source === 'model') return same(plain);
  const currency = projection.currency;
  const price = stated.price;
  const extras = [
    stated.annualPrice && stated.annualPrice !== price ? ` or ${formatMoney(stated.annualPrice.amount, stated.annualPrice.currency)} a year` : '',
    stated.upfrontPrice ? `, plus ${asWritten(stated.upfrontPrice, unit)}, which the model does not count as monthly revenue` : '',
  ].join('');
  if (stated.takeRate && !price) {
    const rate = `${stated.takeRate.pct}% of each ${stated.takeRate.of}`;
    return { terms: `${rate}, planned at ${monthly} of fees per ${unit} a month`, short: rate, perMonth: `${monthly} of fees a month` };
  }
  if (!price) return same(plain);
  if (stated.takeRate) {
    const { pct, of } = stated.takeRate;
    const order = formatMoney(price.amount, price.currency);
    return {
      terms: `${pct}% of each ${of}, on an average ${of} of ${order}: ${order} × ${pct}% = ${monthly} of fees per ${unit} a month, planned at one ${of} a month`,
      short: `${pct}% of each ${of} (average ${of} ${order})`,
      perMonth: `${monthly} of fees a month (one ${of} per ${unit} each month)`,
    };
  }
  const written = asWritten(price, unit);
  // A price written in another currency than the idea's is worked out in its own, then converted once.
  const foreign = price.currency !== currency;
  const ownMonthly = price.monthly === null ? null : formatMoney(price.monthly, price.currency);
  const converted = foreign ? `, about ${monthly} a month at the reference rates` : '';
  if (stated.revenueType === 'freemium') {
    const paying = founderFigures(stated, currency).payingPct;
    const share = paying === null ? 'the share of users who pay' : `${formatQuantity(paying)}% of users paying`;
    const terms = `free, with a premium plan at ${written}${extras}; with ${share}, each user brings ${monthly} a month`;
    return { terms, short: `Free; premium ${written}${extras}`, perMonth: `${monthly} a month on average` };
  }
  if (PER_USE(price)) {
    return {
      terms: `${written.replace(/ per month$/, '')}, planned at one ${price.unit} per ${unit} a month${converted}${extras}`,
      short: `${formatMoney(price.amount, price.currency)} per ${price.unit}`,
      perMonth: `${monthly} a month (one ${price.unit} per ${unit} each month)`,
    };
  }
  if (price.period === 'once' || ownMonthly === null) {
    const spread = formatMoney(price.amount / 12, price.currency);
    return { terms: `${written}, spread over a year of use: ${formatMoney(price.amount, price.currency)} ÷ 12 = ${spread} a month${converted}${extras}`, short: written, perMonth };
  }
  const steps = { week: ' × 52 ÷ 12', month: '', year: ' ÷ 12' }[price.period ?? 'month'];
  if (!steps && !foreign) return same(`${written}${extras}`);
  const working = steps ? `, that is ${formatMoney(price.amount, price.currency)}${steps} = ${ownMonthly} a month${converted}` : converted;
  return { terms: `${written}${working}${extras}`, short: `${written}${extras}`, perMonth };
}

const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

function workingsOf(projection: FinancialProjection, counted: string, perMonth: string, money: Money): PrintedFigures['workings'] {
  const { years, monthlyPrice, customersAtMonth12, grossMarginPct, monthlyChurnPct, lifetimeValue, customerAcquisitionCost } = projection;
  const [first] = years;
  const price = money(monthlyPrice);
  const customers = formatQuantity(customersAtMonth12);
  const costShare = 100 - grossMarginPct;
  const costOfRevenue = Math.round((first.revenue * costShare) / 100);
  const ltvByFormula = monthlyChurnPct > 0 ? (monthlyPrice * grossMarginPct) / monthlyChurnPct : Number.POSITIVE_INFINITY;
  return {
    runRate: `${customers} ${counted} × ${perMonth} × 12 = ${money(monthlyPrice * customersAtMonth12 * 12)} a year`,
    yearOneRevenue: `Year 1 revenue in the financial model is ${money(first.revenue)}, below this run rate because ${counted.replace(/^paying /, '')} are added month by month through the year`,
    yearOneExpenses:
      Math.abs(costOfRevenue + first.operatingCosts - first.expenses) <= 1
        ? `Year 1 expenses are ${money(first.revenue)} × ${percent(costShare)} cost of serving customers + ${money(first.operatingCosts)} operating costs = ${money(first.expenses)}`
        : `Year 1 expenses of ${money(first.expenses)} are the financial model's cost of serving customers and operating costs, month by month`,
    lifetimeValue:
      // The working is printed only when the printed numbers redo it (to the cent below 100, else to the unit).
      Math.abs(ltvByFormula - lifetimeValue) <= (lifetimeValue < 100 ? 0.005 : 1)
        ? `${price} × ${percent(grossMarginPct)} gross margin ÷ ${percent(monthlyChurnPct)} monthly churn = ${money(lifetimeValue)}`
        : `${money(lifetimeValue)} (the financial model's figure)`,
    ltvToCac: customerAcquisitionCost > 0 ? `${money(lifetimeValue)} ÷ ${money(customerAcquisitionCost)} = ${formatLtvToCac(projection.ltvToCac)}` : formatLtvToCac(projection.ltvToCac),
    runway:
      projection.burnRate > 0
        ? `a Year 1 burn of ${money(projection.burnRate)} a month; the model's month-by-month cash, starting from the ${money(projection.fundingAsk)} round, lasts ${projection.runwayMonths === null ? 'beyond its 60 months' : `${projection.runwayMonths} months`}`
        : `Year 1 makes no loss, so the round is not spent on losses`,
  };
}

/** Who a count is: 'paying stores', or 'users' where the model counts users (freemium, advertising). */
function countedOf(projection: FinancialProjection, stated: StatedFacts, units: string): string {
  return stated.revenueType === 'freemium' || stated.revenueType === 'advertising' ? 'users' : `paying ${units}`;
}

type Count = NonNullable<StatedFacts['customers']>;

/** The founder's counts, each once, in the order the plan gives them. */
function countsOf(stated: StatedFacts): Count[] {
  const counts = [stated.customers, stated.freeUsers, stated.accounts, stated.existing.users].filter((count): count is Count => count !== null);
  return counts.filter((count, index) => counts.findIndex((other) => other.text === count.text) === index);
}

/** A count as the founder wrote it, its number in the one format ('2000 paying' -> '2,000 paying'). */
const writtenCount = (count: Count) => count.text.replace(/^\d[\d,]*/, formatQuantity(count.count));

/** The founder's prices and fee, each in the one money format. */
function statedPriceFiguresOf(stated: StatedFacts): Array<{ label: string; value: string }> {
  const prices = [
    ['The price', stated.price],
    ['The annual price', stated.annualPrice],
    ['The one-time price', stated.upfrontPrice],
  ] as const;
  return [
    ...prices.flatMap(([label, price]) => (price ? [{ label, value: formatMoney(price.amount, price.currency) }] : [])),
    ...(stated.takeRate ? [{ label: 'The fee', value: `${stated.takeRate.pct}%` }] : []),
  ];
}

/**
 * The amounts and numbers of the founder's words a part quotes (its revenue model), as they wrote them:
 * a part that quotes them must keep each ('Rs 1,299', '40', '6,000'). Empty when the part does not quote them.
 */
export function foundersFigures(quoted: string | null, country: IdeaFacts['country']): Array<{ label: string; value: string }> {
  if (!quoted) return [];
  const money = amountsIn(quoted, country);
  const rest = money.reduceRight((text, amount) => `${text.slice(0, amount.start)} ${text.slice(amount.end)}`, quoted);
  const numbers = rest.match(/(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w%])/g) ?? [];
  return [...new Set([...money.map((amount) => amount.text), ...numbers])].map((value) => ({ label: "The founder's figure", value }));
}

/** Numbers of what exists today, as the timeline and the traction slide quote it: each must stay in them. */
export function todayFigures(today: string): Array<{ label: string; value: string }> {
  return [...new Set(today.match(/\d[\d,.]*\d|\d/g) ?? [])].map((value) => ({ label: 'What exists today', value }));
}

/** The founder's own counts as they wrote them, each with the month it is for or 'today'. */
function statedCountsOf(stated: StatedFacts): string | null {
  const when = (count: Count) => (count.when === 'now' ? 'today' : count.month === null ? 'as a target' : `by month ${count.month}`);
  const counts = countsOf(stated);
  return counts.length ? counts.map((count) => `${writtenCount(count)} (${when(count)})`).join('; ') : null;
}

export function printFigures(projection: FinancialProjection, stated: StatedFacts): PrintedFigures {
  const { years, useOfFunds, currency } = projection;
  const money: Money = (amount) => formatMoney(amount, currency);
  const unit = stated.unit;
  const units = pluralOf(unit);
  const counted = countedOf(projection, stated, units);
  const price = priceTermsOf(projection, stated, unit, money);
  return {
    revenue: years.map((year) => money(year.revenue)),
    expenses: years.map((year) => money(year.expenses)),
    netIncome: years.map((year) => money(year.netIncome)),
    monthlyPrice: money(projection.monthlyPrice),
    unit,
    units,
    counted,
    priceTerms: price.terms,
    priceShort: price.short,
    customersAtMonth12: formatQuantity(projection.customersAtMonth12),
    customerAcquisitionCost: money(projection.customerAcquisitionCost),
    lifetimeValue: money(projection.lifetimeValue),
    yearOneOperatingCosts: money(years[0].operatingCosts),
    monthTwelveAnnualRevenue: money(projection.monthlyPrice * projection.customersAtMonth12 * 12),
    fundingAsk: money(projection.fundingAsk),
    useOfFunds: {
      product: money(useOfFunds.product),
      marketing: money(useOfFunds.marketing),
      team: money(useOfFunds.team),
      operations: money(useOfFunds.operations),
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
    breakEven: formatBreakEven(projection.breakEvenMonth),
    runway: formatRunway(projection.runwayMonths),
    ltvToCac: formatLtvToCac(projection.ltvToCac),
    payback: formatPayback(projection.paybackMonths),
    statedCounts: statedCountsOf(stated),
    statedCountFigures: countsOf(stated)
      .filter((count) => /^\d/.test(count.text))
      .map((count) => ({ label: `The count (${writtenCount(count)})`, value: formatQuantity(count.count) })),
    statedPriceFigures: projection.source === 'defaults' ? statedPriceFiguresOf(stated) : [],
    currency: `${currency} (${CURRENCIES[currency].name})`,
    conversionNote: conversionNote(currency),
    workings: workingsOf(projection, counted, price.perMonth, money),
  };
}

/** The documents price with the founder's own figure (no financial model of theirs has replaced it). */
export function foundersPrice({ stated, projection }: Pick<CompositionContext, 'stated' | 'projection'>): boolean {
  return projection.source === 'defaults' && Boolean(stated.price || stated.takeRate);
}

export function compositionContext(idea: IdeaFacts): CompositionContext {
  const stated = statedFacts(idea);
  const projection = assumedFinancials(idea);
  const printed = printFigures(projection, stated);
  const market = targetMarketProfile(idea.targetMarket);
  const venture = ventureIn(idea.industry);
  return {
    idea,
    reference: industryReference(idea.industry),
    market,
    stage: stageProfile(idea.stage),
    model: businessModelProfile(businessModelOf(idea), idea.targetMarket),
    position: stagePosition(idea.stage, businessModelOf(idea), stated.existing),
    variant: 0,
    projection,
    printed,
    marketPotential: marketSizeOf(idea),
    stated,
    fit: marketFit(idea),
    pitch: wholeSentences(idea.description, 30, 1) ?? `${venture.charAt(0).toUpperCase()}${venture.slice(1)} for ${market.audience}.`,
    revenueModel: idea.revenueModel
      ? `the model the founder describes (${quote(idea.revenueModel, 40) ?? `priced at ${printed.priceTerms}`})`
      : `a subscription at ${printed.priceTerms}`,
  };
}
