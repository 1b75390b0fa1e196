import type { CountryCode, CurrencyCode } from '@founder/contracts';
import { cents } from '../money';
import { amountsIn, type Money } from './amounts';
import { nounPhraseAt, singularOf } from './nouns';
import { clauseAt, sentencesOf } from './sentences';

/**
 * The founder's prices: the amount as written, what it is per, how often, and the monthly figure per
 * unit the plan and the model work with, in the founder's currency (never converted).
 */

export type StatedPeriod = 'week' | 'month' | 'year' | 'once';

export interface StatedPrice {
  /** The phrase as written: 'KES 18,000 per cooling unit per month'. */
  text: string;
  /** As written, in `currency` (18000): never converted. */
  amount: number;
  /** From the sign or code; a bare '$' by the idea's country (CA -> CAD, AU -> AUD...), else USD. */
  currency: CurrencyCode;
  /** The period the founder named; null when none ('$9 premium tier', '$5 per order'). */
  period: StatedPeriod | null;
  /** The singular noun the price is per: 'cooling unit', 'seat', 'page', 'delivery'; 'customer' when none. */
  unit: string;
  /** Per order, booking, delivery, page, ride, lesson, session, transaction, kg...: usage-based. */
  perUse: boolean;
  /**
   * Per unit per month in `currency`: a year is twelve months, a week 52/12 of a month, a price with
   * no period is monthly, a per-use price one use a month; null for a one-off price.
   */
  monthly: number | null;
}

export interface StatedPrices {
  /** The recurring (main) price. */
  price: StatedPrice | null;
  /** An annual plan beside a monthly or weekly price ('£4.99/month or £39.99/year'). */
  annualPrice: StatedPrice | null;
  /** A one-time hardware, setup or installation fee beside a recurring price. */
  upfrontPrice: StatedPrice | null;
  /** The sentence stating the main price: what is sold is read there. */
  sentence: string | null;
}

const PERIOD_WORDS: Readonly<Record<string, StatedPeriod>> = {
  week: 'week', wk: 'week', weekly: 'week',
  month: 'month', mo: 'month', mth: 'month', mnth: 'month', monthly: 'month',
  year: 'year', yr: 'year', annum: 'year', annually: 'year', yearly: 'year',
  'one-off': 'once', 'one-time': 'once', once: 'once', upfront: 'once', 'up-front': 'once', 'up front': 'once', outright: 'once',
};
/** A noun phrase's last word: 'cooling unit' -> 'unit'. */
export const headOf = (noun: string) => noun.split(' ').pop() ?? noun;
const MONTHS_IN: Readonly<Record<Exclude<StatedPeriod, 'once'>, number>> = { week: 12 / 52, month: 1, year: 12 };

/** The nouns a usage-based price is per (the unit's last word). */
export const PER_USE_NOUNS = new Set([
  'order', 'booking', 'delivery', 'page', 'ride', 'trip', 'lesson', 'session', 'transaction', 'kg', 'kilogram',
  'litre', 'liter', 'tonne', 'ton', 'shipment', 'parcel', 'hour', 'project', 'visit', 'job', 'call', 'message', 'sms',
  'scan', 'report', 'test', 'consultation', 'appointment', 'class', 'ticket', 'sale', 'purchase', 'load', 'wash',
  'download', 'request', 'document', 'check', 'inspection', 'treatment', 'print', 'minute', 'word', 'image',
  'video', 'night', 'stay', 'use', 'lead', 'invoice', 'claim', 'payment', 'transfer', 'search', 'query', 'credit',
  'km', 'mile', 'pickup', 'pallet', 'container', 'day',
]);

// One link and what follows: '/mo', 'per store', 'a month', 'each seat', 'for every user'; or a period word alone ('monthly').
const LINK = /^(?:\s*,)?\s*(?:(\/)\s*|(per|a|an|each|every|for each|for every)\s+)/i;
const PERIOD_ALONE = /^(?:\s*,)?\s*(monthly|weekly|annually|yearly|one-off|one-time|once|upfront|up-front|up front|outright)\b/i;
const PERIOD_NEXT = /^(week|wk|month|mo|mth|mnth|year|yr|annum)\b/i;
const ONCE_BEFORE = /\b(?:one-off|one-time|one time|upfront|up-front|up front)\s+(?:\w+\s+){0,3}$|\b(?:set-?up|installation|activation|joining|onboarding|deposit)\s+(?:fee|cost|charge)\s+(?:of\s+)?$/i;
const ONCE_AFTER = /^\s*(?:one-off|one-time)?\s*(?:set-?up|installation|activation|joining|onboarding)\s+(?:fee|cost|charge)\b|^\s*,?\s*(?:sold|paid|charged|bought)\s+once\b/i;
/** A unit used up by the price: 'per page printed', 'per litre dispensed', 'per invoice processed'. */
const USED = /^\s+(?:dispensed|processed|printed|digiti[sz]ed|delivered|used|consumed|sent|scanned|booked|completed|placed|shipped|collected|filled|washed|cleaned|served|issued|generated|analy[sz]ed|transcribed|translated|checked|verified|recycled)\b/i;
/** Words beside an amount that make it the price of a device or of fitting one: paid once beside a recurring price. */
export const HARDWARE_WORDS = /\b(?:hardware|devices?|units?|kits?|sensors?|machines?|equipment|installation|installed|purchase|buy|boxes|terminals?|meters?|trackers?|panels?|chargers?)\b/i;

interface Qualifiers {
  period: StatedPeriod | null;
  unit: string | null;
  /** A second unit that is a use ('$32 per child per lesson'): priced per use, counted in the first. */
  perUse: boolean;
  /** Characters read after the amount. */
  length: number;
}

// A quantity before the noun a price is per: 'per 20-litre jerrycan', 'per 500 g bag', 'per 1,000 API calls'.
const QUANTITY = /^\d[\d,.]*(?:-[a-z]+|\s?(?:g|kg|ml|l|litres?|liters?|minutes?|min|hours?)\b)?\s+/i;
// A term beside the period: '₦15,000 per month for 24 months per household system'.
const TERM = /^\s*for\s+\d+\s+(?:weeks|months|years)\b/i;
// 'each' closing a price: '$5 each', 'CHF 890 each.'
const EACH = /^\s*each\b/i;

/** The links after an amount: 'per cooling unit per month' -> unit 'cooling unit', period 'month'. */
function qualifiersAfter(text: string): Qualifiers {
  let period: StatedPeriod | null = null;
  let unit: string | null = null;
  let perUse = false;
  let length = 0;
  for (let step = 0; step < 3; step += 1) {
    const rest = text.slice(length);
    const alone = PERIOD_ALONE.exec(rest);
    if (alone) {
      if (period !== null) break;
      period = PERIOD_WORDS[alone[1].toLowerCase()];
      length += alone[0].length;
      continue;
    }
    const term = period !== null ? TERM.exec(rest) : null;
    if (term) {
      length += term[0].length;
      continue;
    }
    const link = LINK.exec(rest);
    if (!link) {
      const each = unit === null ? EACH.exec(rest) : null;
      if (each) length += each[0].length;
      break;
    }
    const after = rest.slice(link[0].length);
    const periodWord = PERIOD_NEXT.exec(after);
    if (periodWord) {
      if (period !== null) break;
      period = PERIOD_WORDS[periodWord[1].toLowerCase()];
      length += link[0].length + periodWord[0].length;
      continue;
    }
    const quantity = QUANTITY.exec(after)?.[0] ?? '';
    const phrase = nounPhraseAt(after.slice(quantity.length));
    if (!phrase || phrase.noun === '') break;
    const noun = quantity ? singularOf(phrase.noun) : phrase.noun;
    if (unit !== null) {
      if (!PER_USE_NOUNS.has(headOf(noun))) break;
      perUse = true;
    } else unit = noun;
    length += link[0].length + quantity.length + phrase.length;
  }
  return { period, unit, perUse, length };
}

// Outside the revenue model a figure is a price only in a sentence about pricing ('we charge', 'plan')...
const PRICING_CUE = /\b(?:pric\w*|charg\w*|costs?|subscri\w*|fees?|pay\w*|plans?|tiers?|licen[cs]\w*|bill\w*|sell\w*|sold|premium|leas\w*|rent\w*|retail\w*)\b/i;
/** Words just before an amount that make it revenue already made: 'Revenue today:', 'ARR of', 'sales last month were'. */
export const REVENUE_LABEL = /\b(?:revenue|MRR|ARR|turnover|sales|income)(?:\s+(?:today|so far|to date|last (?:month|year)|this (?:month|year)|currently|now|is|was|were|are|of|at|reached|hit|stands at|already))*\s*:?\s*$/i;
/** Words just after an amount (or its period) that make it revenue: '$3k MRR', 'KES 1.2 million a month in revenue'. */
export const REVENUE_AFTER = /^\s*(?:in\s+|of\s+)?(?:(?:monthly|annual|yearly|recurring|total)\s+)*(?:MRR|ARR|revenue|turnover|sales|income)\b/i;
// ...and never one about savings, losses, market size, rivals or revenue ('stores lose $200 a month').
const NOT_A_PRICE_BEFORE = new RegExp(
  [
    String.raw`\b(?:sav\w*|los[et]\w*|lost|wast\w*|worth|market(?!place)\w*|rais\w*|funding|fund|spend\w*|spent|budget\w*|invest\w*|grant|loan|salar\w*|income)\b`,
    String.raw`\b(?:competitors?|incumbents?|rivals?|alternatives?|compared|versus|vs\.?|instead of|unlike|typically|usually|currently pay\w*|today pay\w*)\b`,
    String.raw`\bcosts?\s+(?!just\b|only\b|from\b|about\b|around\b)[a-z]+\s+(?:up to\s+|about\s+|around\s+|over\s+)?$`,
    String.raw`\b(?:make|makes|making|made|earn\w*|generat\w*|bring in|bringing in|brought in|turn over)\b`,
    REVENUE_LABEL.source,
  ].join('|'),
  'i',
);
const NOT_A_PRICE_AFTER = /^\s*(?:in|of|a year in|a month in)\s+(?:\w+\s+)?(?:savings|losses|revenue|sales|funding|fuel|wages|spoil\w*|waste)\b|^\s*(?:market|raise|round|seed|in funding)\b/i;

/** The text before an amount within its sentence, from the previous amount or clause break. */
export function textBefore(sentence: string, money: Money, previous: Money | undefined): string {
  const from = previous?.end ?? 0;
  const before = sentence.slice(from, money.start);
  const lastBreak = Math.max(before.lastIndexOf(';'), before.search(/,\s+(?:and|but|so|while)\s+[^,]*$/));
  return lastBreak >= 0 ? before.slice(lastBreak + 1) : before;
}

interface Candidate {
  price: StatedPrice;
  sentence: string;
  /** A device or a fitting is named beside it ('$299 for the device'): an upfront fee when a recurring price stands beside it. */
  hardware: boolean;
}

function priceOf(money: Money, qualifiers: Qualifiers, before: string, after: string): StatedPrice {
  const period = qualifiers.period ?? (ONCE_BEFORE.test(before) || ONCE_AFTER.test(after.slice(qualifiers.length)) ? 'once' : null);
  const unit = qualifiers.unit ?? 'customer';
  const perUse = qualifiers.perUse || PER_USE_NOUNS.has(headOf(unit)) || (qualifiers.unit !== null && USED.test(after.slice(qualifiers.length)));
  const months = period === 'once' ? null : period ? MONTHS_IN[period] : 1;
  return {
    text: money.text + after.slice(0, qualifiers.length),
    amount: money.amount,
    currency: money.currency,
    period,
    unit,
    perUse,
    monthly: months === null ? null : cents(money.amount / months),
  };
}

/**
 * The prices a text states, in order. `requireCue`: outside the revenue model only a sentence about
 * pricing holds a price.
 */
function candidatesIn(text: string, country: CountryCode | null, requireCue: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(text)) {
    if (requireCue && !PRICING_CUE.test(sentence)) continue;
    const amounts = amountsIn(sentence, country);
    amounts.forEach((money, index) => {
      const before = textBefore(sentence, money, amounts[index - 1]);
      const after = sentence.slice(money.end);
      if (money.large || !(money.amount > 0) || NOT_A_PRICE_BEFORE.test(before) || REVENUE_AFTER.test(after) || NOT_A_PRICE_AFTER.test(after)) return;
      const qualifiers = qualifiersAfter(after);
      if (REVENUE_AFTER.test(after.slice(qualifiers.length)) || NOT_A_PRICE_AFTER.test(after.slice(qualifiers.length))) return;
      const clause = clauseAt(sentence, money.start);
      candidates.push({ price: priceOf(money, qualifiers, before, after), sentence, hardware: HARDWARE_WORDS.test(clause) });
    });
  }
  return candidates;
}

/**
 * What customers are counted in by this price: its unit, unless that unit is a use ('$5 per order',
 * 'KES 3 per jerrycan dispensed'); '$32 per child per lesson' counts children. Null when none is named.
 */
export function customerUnitOf(price: StatedPrice | null): string | null {
  if (!price || price.unit === 'customer') return null;
  const isUse = PER_USE_NOUNS.has(headOf(price.unit)) || (price.perUse && price.text.endsWith(price.unit));
  return isUse ? null : price.unit;
}

const isRecurring = (price: StatedPrice) => price.period === 'month' || price.period === 'week';

/**
 * The main price (the first monthly or weekly one, else the first without a period, else a yearly,
 * else a one-off), an annual plan beside a monthly price, and a one-off fee beside a recurring price
 * (a device's price written without a period, beside a monthly one, is paid once).
 */
export function pricesIn(text: string, country: CountryCode | null, requireCue: boolean): StatedPrices {
  const candidates = candidatesIn(text, country, requireCue);
  const recurring = candidates.some(({ price }) => price.period !== null && price.period !== 'once');
  const upfront = (candidate: Candidate) => candidate.price.period === 'once' || (candidate.price.period === null && candidate.hardware && recurring);
  const main =
    candidates.find(({ price }) => isRecurring(price)) ??
    candidates.find((candidate) => candidate.price.period === null && !upfront(candidate)) ??
    candidates.find(({ price }) => price.period === 'year') ??
    candidates.find(({ price }) => price.period === 'once');
  if (!main) return { price: null, annualPrice: null, upfrontPrice: null, sentence: null };
  const annual = isRecurring(main.price) ? candidates.find(({ price }) => price.period === 'year') : undefined;
  const fee = candidates.find((candidate) => candidate !== main && upfront(candidate));
  return {
    price: main.price,
    annualPrice: annual?.price ?? null,
    upfrontPrice: fee ? { ...fee.price, period: 'once', monthly: null } : null,
    sentence: main.sentence,
  };
}
