import type { CurrencyCode, CustomerUnit, RevenueType } from '@founder/contracts';
import type { IdeaFacts } from './idea-facts';
import { cents } from './money';

/**
 * What the founder stated about price, unit and customers, read from their own text. A stated fact
 * wins over every reference figure (ARCHITECTURE.md section 7): the plan, the deck, the analysis
 * and the financial model's defaults all start from `statedFacts(idea)`.
 */

export type StatedCurrency = 'USD' | 'EUR' | 'GBP';
// Interim shim until the parser rewrite (issue 27) lands.
export interface StatedCount { text: string; count: number; unit: string; when: 'now' | 'target'; month: number | null }
export interface ExistingFacts { pilots: string | null; users: StatedCount | null; revenue: { text: string; amount: number; currency: CurrencyCode; period: 'month' | 'year' | null } | null; launched: boolean }
export interface TeamFacts { text: string | null; size: number | null }
export type BusinessModel = 'software' | 'hardware' | 'marketplace' | 'usage' | 'services' | 'commerce';
export type StatedPeriod = 'week' | 'month' | 'year' | 'once';

export interface StatedPrice {
  /** The phrase as the founder wrote it: '$149 per store per month'. */
  text: string;
  amount: number;
  currency: StatedCurrency;
  /** The period the founder named, null when none ('$9 premium tier', '$5 per order'). */
  period: StatedPeriod | null;
  /** What one price buys, singular: 'store', 'seat', 'order'; 'customer' when none is named. */
  unit: CustomerUnit | PerUseUnit;
  /**
   * US dollars per unit per month: a year is twelve months, a week 52/12 of a month, a price with
   * no period is read as monthly, a per-order price as one order a month; null for a one-off price.
   */
  monthlyUsd: number | null;
  monthly: number | null;
  perUse: boolean;
}

export interface StatedTakeRate {
  text: string;
  /** Percent of the order value. */
  pct: number;
  /** What the percentage is of, singular: 'order', 'booking', 'sale'; 'order' when the founder names nothing. */
  of: string;
}

export interface StatedCustomers {
  text: string;
  count: number;
  unit: CustomerUnit;
  /** 'target' when the founder names it as a goal ('500 stores by the end of year one'), 'now' for today's count. */
  when: 'now' | 'target';
  month: number | null;
}

export interface StatedFacts {
  price: StatedPrice | null;
  takeRate: StatedTakeRate | null;
  /** A free tier with a paid one ('free with a $9 premium tier', 'freemium'). */
  freemium: boolean;
  customers: StatedCount | null;
  annualPrice: StatedPrice | null;
  upfrontPrice: StatedPrice | null;
  accounts: StatedCount | null;
  freeUsers: StatedCount | null;
  existing: ExistingFacts;
  team: TeamFacts;
  currency: CurrencyCode | null;
  businessModel: BusinessModel;
  revenueType: RevenueType;
  /** What the plan counts customers in, singular: the price's unit, else the customer count's, else 'customer'. */
  unit: CustomerUnit;
}

/**
 * Planning rates of the currencies a founder may price in, US dollars per unit. Fixed on purpose so a
 * plan is reproducible; the plan prints the rate beside the converted price.
 */
export const USD_PER: Readonly<Record<StatedCurrency, number>> = { USD: 1, EUR: 1.08, GBP: 1.27 };

type PerUseUnit = 'order' | 'booking' | 'transaction';
/** The nouns a price or a count may be per, each with its singular. Orders are a unit too ('$5 per order'). */
const UNITS: Readonly<Record<string, CustomerUnit | PerUseUnit>> = {
  customer: 'customer', customers: 'customer', client: 'customer', clients: 'customer',
  user: 'user', users: 'user', member: 'member', members: 'member', subscriber: 'subscriber', subscribers: 'subscriber',
  seat: 'seat', seats: 'seat', licence: 'seat', license: 'seat',
  store: 'store', stores: 'store', shop: 'store', shops: 'store', grocer: 'store', grocers: 'store',
  location: 'location', locations: 'location', site: 'location', sites: 'location', branch: 'location', branches: 'location', outlet: 'location', outlets: 'location',
  restaurant: 'restaurant', restaurants: 'restaurant', clinic: 'clinic', clinics: 'clinic', practice: 'clinic', practices: 'clinic',
  school: 'school', schools: 'school', student: 'student', students: 'student', teacher: 'teacher', teachers: 'teacher',
  household: 'household', households: 'household', family: 'household', families: 'household',
  team: 'team', teams: 'team', company: 'company', companies: 'company', business: 'business', businesses: 'business',
  account: 'account', accounts: 'account', vehicle: 'vehicle', vehicles: 'vehicle', property: 'property', properties: 'property',
  order: 'order', orders: 'order', booking: 'booking', bookings: 'booking', transaction: 'transaction', transactions: 'transaction',
};
const PER_USE_UNITS: readonly string[] = ['order', 'booking', 'transaction'] satisfies PerUseUnit[];
const PERIODS: Readonly<Record<string, StatedPeriod>> = {
  week: 'week', wk: 'week', weekly: 'week',
  month: 'month', mo: 'month', mth: 'month', monthly: 'month',
  year: 'year', yr: 'year', annum: 'year', annually: 'year', yearly: 'year',
  'one-off': 'once', 'one-time': 'once', once: 'once',
};
const MONTHS_PER: Readonly<Record<Exclude<StatedPeriod, 'once'>, number>> = { week: 12 / 52, month: 1, year: 12 };

const CURRENCY_WORDS: Readonly<Record<string, StatedCurrency>> = {
  $: 'USD', us$: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP',
};
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(k\b)?`;
const PRICE = new RegExp(
  String.raw`(?:(US\$|\$|€|£)\s?${NUMBER}|\b(?:(USD|EUR|GBP)\s?)${NUMBER})(?!\.?\d|\s?(?:[mb]\b|million|billion|bn|trillion|%))|\b${NUMBER}\s?(USD|EUR|GBP|dollars?|euros?|pounds?)\b`,
  'gi',
);
/** One qualifier after an amount: '/mo', 'per store', 'a month', 'each seat', 'monthly', 'for each user'. */
const QUALIFIER = /^,?\s*(?:(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b|\bfor each\b)\s*(?:(?:paying|active|single|additional|independent|individual)\s+)?([a-z]+(?:-[a-z]+)?)|\b(monthly|weekly|annually|yearly|one-off|one-time|once)\b)/i;
const PRICING_CUE = /\b(pric\w*|charg\w*|cost\w*|subscri\w*|fees?|pay\w*|plans?|tiers?|licen[cs]\w*|bill\w*|sell\w*|premium)\b/i;
const NOT_A_PRICE = /\b(sav\w*|los[et]\w*|wast\w*|worth|market|rais\w*|funding|revenue|spend\w*|budget)\b/i;

const toNumber = (whole: string, fraction: string | undefined, thousands: string | undefined) =>
  Number(`${whole.replace(/,/g, '')}.${fraction ?? '0'}`) * (thousands ? 1000 : 1);

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
}

/**
 * The first price in a text with what it is per. `requireCue`: outside the revenue model a figure is
 * a price only in a sentence about pricing ('we charge', 'subscription', 'plan'), never in one about
 * savings or market size ('stores lose $200 a month').
 */
export function parsePrice(text: string, requireCue = false): StatedPrice | null {
  for (const sentence of sentencesOf(text)) {
    if (requireCue && (!PRICING_CUE.test(sentence) || NOT_A_PRICE.test(sentence))) continue;
    for (const match of sentence.matchAll(PRICE)) {
      const [symbol, whole, fraction, thousands] = match[1] ? [match[1], match[2], match[3], match[4]] : match[5] ? [match[5], match[6], match[7], match[8]] : [match[12], match[9], match[10], match[11]];
      const amount = toNumber(whole, fraction, thousands);
      if (!(amount > 0)) continue;
      let rest = sentence.slice((match.index ?? 0) + match[0].length);
      let period: StatedPeriod | null = null;
      let unit: StatedPrice['unit'] | null = null;
      let consumed = match[0];
      for (let step = 0; step < 3; step += 1) {
        const qualifier = QUALIFIER.exec(rest);
        if (!qualifier) break;
        const word = (qualifier[1] ?? qualifier[2]).toLowerCase();
        if (PERIODS[word] && period === null) period = PERIODS[word];
        else if (UNITS[word] && unit === null) unit = UNITS[word];
        else break;
        consumed += qualifier[0];
        rest = rest.slice(qualifier[0].length);
      }
      const before = sentence.slice(0, match.index ?? 0);
      if (period === null && /\b(one-off|one-time)\s*$/i.test(before)) period = 'once';
      const currency = CURRENCY_WORDS[symbol.toLowerCase()];
      const resolvedUnit = unit ?? 'customer';
      const perMonth = period === 'once' ? null : period ? MONTHS_PER[period] : 1;
      return {
        text: consumed.trim(),
        amount,
        currency,
        period,
        unit: resolvedUnit,
        monthlyUsd: perMonth === null ? null : cents((amount * USD_PER[currency]) / perMonth),
        monthly: perMonth === null ? null : cents(amount / perMonth),
        perUse: PER_USE_UNITS.includes(resolvedUnit),
      };
    }
  }
  return null;
}

const TAKE_RATE = [
  /(\d{1,2}(?:\.\d{1,2})?)\s?%\s*(?:commission|fee|cut|take rate|transaction fee)?\s*(?:of|on|from|per)\s+(?:each|every|the|all|a)?\s*(order|sale|transaction|booking|purchase|payment|gmv|basket)/i,
  /(?:commission|take rate|fee|cut)\s+(?:of\s+)?(\d{1,2}(?:\.\d{1,2})?)\s?%/i,
  /(\d{1,2}(?:\.\d{1,2})?)\s?%\s+(?:commission|take rate|transaction fee|booking fee)/i,
];

/** A percentage of each order the founder names ('2% of each order', 'a 12% commission on each booking'). */
export function parseTakeRate(text: string): StatedTakeRate | null {
  for (const pattern of TAKE_RATE) {
    const match = pattern.exec(text);
    if (match && Number(match[1]) > 0) return { text: match[0].trim(), pct: Number(match[1]), of: match[2] && match[2].toLowerCase() !== 'gmv' ? match[2].toLowerCase() : 'order' };
  }
  return null;
}

const FREEMIUM = /\bfreemium\b|\bfree\s+(?:tier|plan|version|basic)\b|\bfree\b[^.;]*\b(?:premium|pro|paid|plus)\s+(?:tier|plan|version|upgrade)\b/i;

const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const COUNT_PATTERNS: ReadonlyArray<RegExp> = [
  new RegExp(String.raw`(?<![$€£.\d,])\b${COUNT}\s+(?:paying|pilot|active|existing|signed(?:-up)?|beta|launch|independent|partner)\s+([a-z]+)`, 'gi'),
  new RegExp(String.raw`\b(?:have|has|serve|serves|serving|signed|sign|reach|reaching|win|winning|onboard|onboarding|with|already|target(?:ing)?|aim(?:ing)? for|goal of)\s+(?:over\s+|about\s+|around\s+|more than\s+)?${COUNT}\s+([a-z]+)`, 'gi'),
];
const TARGET_WORDS = /\b(by|within|target\w*|aim\w*|goal|plan to|expect\w*|in (?:the )?first year|year one|month 12)\b/i;

/** A count of customers the founder states ('we already serve 40 independent grocers', '500 paying stores by month 12'). */
export function parseCustomerCount(text: string): StatedCount | null {
  for (const sentence of sentencesOf(text))
    for (const pattern of COUNT_PATTERNS)
      for (const match of sentence.matchAll(pattern)) {
        const unit = UNITS[match[2].toLowerCase()];
        const count = Number(match[1].replace(/,/g, ''));
        if (!unit || PER_USE_UNITS.includes(unit) || count < 1) continue;
        return { text: match[0].trim(), count, unit: unit as CustomerUnit, when: TARGET_WORDS.test(sentence) ? 'target' : 'now', month: null };
      }
  return null;
}

const REVENUE_TYPE_WORDS: ReadonlyArray<[RevenueType, RegExp]> = [
  ['marketplace', /\bmarketplace|take rate\b/i],
  ['transaction', /\b(transaction|commission|per order|per booking|fee per)\b/i],
  ['freemium', /\bfreemium|free tier|free plan\b/i],
  ['advertising', /\b(advertis\w*|ads|sponsor\w*)\b/i],
  ['licensing', /\blicen[cs]\w*/i],
];

/** The revenue type a text names, subscription when it names none. */
export function statedRevenueType(text: string | null): RevenueType {
  return text ? revenueTypeOf(text, parsePrice(text), parseTakeRate(text)) : 'subscription';
}

function revenueTypeOf(text: string, price: StatedPrice | null, takeRate: StatedTakeRate | null): RevenueType {
  const named = REVENUE_TYPE_WORDS.find(([, words]) => words.test(text))?.[0];
  if (named) return named;
  if (takeRate || (price && PER_USE_UNITS.includes(price.unit))) return 'transaction';
  return FREEMIUM.test(text) ? 'freemium' : 'subscription';
}

/** Customers are counted in what the price is per (a store, a seat), unless it is per use (an order). */
function countingUnit(price: StatedPrice | null, customers: StatedCount | null): CustomerUnit {
  if (price && price.unit !== 'customer' && !PER_USE_UNITS.includes(price.unit)) return price.unit as CustomerUnit;
  return (customers?.unit as CustomerUnit | undefined) ?? 'customer';
}

const NOTHING_ELSE = { annualPrice: null, upfrontPrice: null, accounts: null, freeUsers: null, existing: { pilots: null, users: null, revenue: null, launched: false }, team: { text: null, size: null }, currency: null, businessModel: 'software' } as const;

/** Everything stated in one text, as the table of phrasings tests it. */
export function parseStatedText(text: string, requireCue = false): StatedFacts {
  // Prices, rates and counts all need a digit: most of a founder's text has none, and is skipped.
  const figures = /\d/.test(text);
  const price = figures ? parsePrice(text, requireCue) : null;
  const takeRate = figures ? parseTakeRate(text) : null;
  const customers = figures ? parseCustomerCount(text) : null;
  return {
    ...NOTHING_ELSE,
    price,
    takeRate,
    freemium: FREEMIUM.test(text),
    customers,
    revenueType: revenueTypeOf(text, price, takeRate),
    unit: countingUnit(price, customers),
  };
}

/**
 * The founder's stated facts across the idea: the revenue model is read first, then the solution,
 * the description, the advantage and the problem (there only sentences about pricing count as prices);
 * the first field that states a fact gives it.
 */
export function statedFacts(idea: Pick<IdeaFacts, 'revenueModel' | 'solutionApproach' | 'description' | 'competitiveAdvantage' | 'problemStatement'> & Partial<Pick<IdeaFacts, 'country'>>): StatedFacts {
  const fields = [idea.revenueModel, idea.solutionApproach, idea.description, idea.competitiveAdvantage, idea.problemStatement]
    .map((text, index) => (text ? parseStatedText(text, index > 0) : null))
    .filter((facts): facts is StatedFacts => facts !== null);
  const first = <T>(pick: (facts: StatedFacts) => T | null | false): T | null => {
    for (const facts of fields) {
      const value = pick(facts);
      if (value) return value;
    }
    return null;
  };
  const price = first((facts) => facts.price);
  const customers = first((facts) => facts.customers);
  // The revenue model's own type when it has one (parsed first, so fields[0]); else the first other field naming one.
  const revenueType = idea.revenueModel ? fields[0].revenueType : first((facts) => facts.revenueType !== 'subscription' && facts.revenueType) ?? 'subscription';
  return {
    ...NOTHING_ELSE,
    price,
    takeRate: first((facts) => facts.takeRate),
    freemium: fields.some((facts) => facts.freemium),
    customers,
    revenueType: revenueType === 'subscription' && price && PER_USE_UNITS.includes(price.unit) ? 'transaction' : revenueType,
    unit: countingUnit(price, customers),
  };
}

/** 'store' -> 'stores', 'company' -> 'companies', 'business' -> 'businesses'. */
export function pluralOf(unit: string): string {
  if (/[^aeiou]y$/.test(unit)) return `${unit.slice(0, -1)}ies`;
  if (/(s|sh|ch|x)$/.test(unit)) return `${unit}es`;
  return `${unit}s`;
}
