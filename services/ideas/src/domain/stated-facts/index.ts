import type { CountryCode, CurrencyCode, RevenueType } from '@founder/contracts';
import { LRUCache } from 'lru-cache';
import type { IdeaFacts } from '../idea-facts';
import { sentencesOf } from '../text';
import { amountsIn } from './amounts';
import type { BusinessModel } from '../business-model';
import { businessModelOf, isFreemium, revenueTypeOf } from './business-model';
import { countsIn, monthlyVolumeIn, type FoundCount, type StatedCount } from './counts';
import { launchedIn, pilotsIn, revenueIn, type StatedRevenue } from './existing';
import { customerUnitOf, pricesIn, type StatedPrice } from './price';
import { takeRateIn, type StatedTakeRate } from './take-rate';
import { teamIn, type TeamFacts } from './team';

/**
 * What the founder stated, read from their own text: price, unit, period and currency, counts and the
 * month they are for, what already exists, the team. A stated fact wins over every reference figure
 * (ARCHITECTURE.md section 7), and the founder's numbers are never converted.
 */

export type { BusinessModel } from '../business-model';
export type { StatedCount } from './counts';
export type { StatedPeriod, StatedPrice } from './price';
export type { StatedTakeRate } from './take-rate';
export type { TeamFacts } from './team';
import { pluralOf } from './nouns';
export { pluralOf };

export interface ExistingFacts {
  /** The founder's own phrase about pilots or trials running, whole ('pilots running since March with 3 cooperatives'). */
  pilots: string | null;
  /** People or customers using it today (beta users, pilot customers, paying customers today). */
  users: StatedCount | null;
  /** Revenue today. */
  revenue: StatedRevenue | null;
  /** The text says it is already selling or live. */
  launched: boolean;
  /** The founder's whole sentence that states what exists today (pilots, users, revenue), to quote as written; null when none. */
  statement: string | null;
}

export interface StatedFacts {
  /** The recurring (main) price. */
  price: StatedPrice | null;
  /** An annual plan beside a monthly price. */
  annualPrice: StatedPrice | null;
  /** A one-time hardware, setup or installation fee beside a recurring price. */
  upfrontPrice: StatedPrice | null;
  takeRate: StatedTakeRate | null;
  freemium: boolean;
  /** Paying customers or units ('150 units leased', '6,000 paying'). */
  customers: StatedCount | null;
  /** The organisations those units belong to ('40 cooperatives'). */
  accounts: StatedCount | null;
  /** '60,000 free sign-ups'. */
  freeUsers: StatedCount | null;
  existing: ExistingFacts;
  team: TeamFacts;
  /** The currency the text's prices are written in. */
  currency: CurrencyCode | null;
  revenueType: RevenueType;
  businessModel: BusinessModel;
  /** What customers are counted in: the price's unit (unless it is a use, like 'order'), else the count's, else 'customer'. */
  unit: string;
}

/** One text read for facts; outside the revenue model (`requireCue`) only sentences about pricing state a price. */
interface Field {
  text: string;
  requireCue: boolean;
}

const firstOf = <T>(fields: readonly Field[], read: (field: Field) => T | null): T | null => {
  for (const field of fields) {
    const value = read(field);
    if (value !== null) return value;
  }
  return null;
};

/** The currency a text's prices are written in: the main price's, else the first amount's that is not a market or a round, else the first amount's. */
function currencyOf(fields: readonly Field[], price: StatedPrice | null, country: CountryCode | null): CurrencyCode | null {
  if (price) return price.currency;
  const amounts = fields.flatMap((field) => amountsIn(field.text, country));
  return (amounts.find((money) => !money.large) ?? amounts[0])?.currency ?? null;
}

/** The currency a founder's text prices in (the idea's currency when the founder chose none): as statedFacts reads it. */
export function currencyInText(text: string, country: CountryCode | null): CurrencyCode | null {
  const fields = [{ text, requireCue: false }];
  return currencyOf(fields, pricesIn(text, country, false).price, country);
}

/** A monthly volume of what the price is per, stated as a target ('ship 2,000 boxes a month by month 12'), in that unit. */
function volumeOf(fields: readonly Field[], unit: string): StatedCount | null {
  const found = firstOf(fields, (field) => monthlyVolumeIn(field.text, pluralOf(unit)));
  return found && { ...found, unit };
}

/** Customers are counted in what the price is per (a store, a seat), unless it is per use (an order). */
function countingUnit(price: StatedPrice | null, customers: StatedCount | null): string {
  return customerUnitOf(price) ?? customers?.unit ?? 'customer';
}

/** A count in the founder's noun; with none written, in the price's unit; a noun that is the head of the price's unit is that unit ('150 units' of a price per 'cooling unit'). */
function namedCount(found: FoundCount | undefined, price: StatedPrice | null): StatedCount | null {
  if (!found) return null;
  const { text, count, when, month } = found;
  const priced = customerUnitOf(price);
  const fallback = found.kind === 'free' ? 'user' : priced ?? 'customer';
  const unit = found.unnamed ? fallback : priced && priced.split(' ').pop() === found.unit ? priced : found.unit;
  return { text, count, unit, when, month };
}

function factsOf(fields: readonly Field[], country: CountryCode | null, revenueModel: string | null, description = ''): StatedFacts {
  const read = fields.map((field) => {
    const prices = pricesIn(field.text, country, field.requireCue);
    const takeRate = takeRateIn(field.text);
    return { field, prices, takeRate, revenueType: revenueTypeOf(field.text, prices.price, takeRate) };
  });
  const prices = read.find((field) => field.prices.price !== null)?.prices ?? { price: null, annualPrice: null, upfrontPrice: null, sentence: null };
  const { price } = prices;
  const takeRate = read.find((field) => field.takeRate !== null)?.takeRate ?? null;
  const counts = fields.flatMap((field) => countsIn(field.text, country));
  const paying = counts.filter((count) => count.kind === 'paying');
  const today = counts.filter((count) => count.when === 'now' && count.kind !== 'account');
  const users = namedCount(today.find((count) => count.kind !== 'free') ?? today[0], price);
  const customers =
    namedCount(paying.find((count) => count.when === 'target') ?? paying[0], price) ??
    (price && !price.perUse && price.unit !== 'customer' ? volumeOf(fields, price.unit) : null);
  const revenue = firstOf(fields, (field) => revenueIn(field.text, country));
  // The revenue model's own type when it has one; else the first other field naming one.
  const revenueType = revenueModel !== null ? read[0].revenueType : read.find((field) => field.revenueType !== 'subscription')?.revenueType ?? 'subscription';
  const freeUsers = namedCount(counts.find((count) => count.kind === 'free'), price);
  // 'Free for every farmer; premium at Rs 149 ... 2,000 paying out of 40,000 installs' is freemium though it never says so.
  const freeTier = revenueType === 'subscription' && customers !== null && freeUsers !== null && freeUsers.count > customers.count;
  const typed = freeTier ? 'freemium' : revenueType === 'subscription' && price?.perUse ? 'transaction' : revenueType;
  return {
    price,
    annualPrice: prices.annualPrice,
    upfrontPrice: prices.upfrontPrice,
    takeRate,
    freemium: freeTier || fields.some((field) => isFreemium(field.text)),
    customers,
    accounts: namedCount(counts.find((count) => count.kind === 'account'), price),
    freeUsers,
    existing: existingOf(fields, firstOf(fields, (field) => pilotsIn(field.text)), users, revenue, revenue !== null || today.some((count) => count.kind === 'paying' && count.paid) || fields.some((field) => launchedIn(field.text))),
    team: teamIn(fields.map((field) => field.text)),
    currency: currencyOf(fields, price, country),
    revenueType: typed,
    businessModel: businessModelOf([revenueModel ?? '', prices.sentence ?? ''].join('\n'), prices, takeRate, typed, description),
    unit: countingUnit(price, customers),
  };
}

// A sentence about today's traction: 'we now have 85 vetted fundis', 'in use at 35 clinics', 'we have completed 75 audits'.
const TODAY = /\b(?:now (?:have|has|serve|serves|run|runs)|already|today|currently|so far|to date|in use at|runs? with|running with|have (?:completed|sold|served|delivered|signed|onboarded|installed)|has (?:sold|served|delivered|signed|onboarded|installed)|(?:has|have) been (?:running|tested|used|trialled|piloted|installed)|tested (?:in|with|at)|we deliver|we serve)\b/i;
const FUTURE_TENSE = /\b(?:will|plan(?:s|ning)? to|aim(?:s|ing)? (?:to|for)|by month|by the end of|target|goal)\b/i;

/**
 * What exists today, with the founder's whole sentence that says it: the one naming the pilots, the
 * users or the revenue today (it carries every count of that sentence: '60 riders and 140 sellers').
 */
function existingOf(fields: readonly Field[], pilots: string | null, users: StatedCount | null, revenue: StatedRevenue | null, launched: boolean): ExistingFacts {
  const phrases = [pilots, users?.text, revenue?.text].filter((phrase): phrase is string => Boolean(phrase));
  const sentences = fields.flatMap((field) => sentencesOf(field.text));
  const statement =
    phrases.map((phrase) => sentences.find((sentence) => sentence.includes(phrase))).find(Boolean) ??
    sentences.find((sentence) => /\d/.test(sentence) && TODAY.test(sentence) && !FUTURE_TENSE.test(sentence)) ??
    null;
  return { pilots, users, revenue, launched, statement };
}

/** Everything one text states, as the table of phrasings tests it; `requireCue` reads it as a field other than the revenue model. */
export function parseStatedText(text: string, { country = null, requireCue = false }: { country?: CountryCode | null; requireCue?: boolean } = {}): StatedFacts {
  return factsOf([{ text, requireCue }], country, requireCue ? null : text);
}

/**
 * The founder's stated facts across the idea: the revenue model is read first, then the solution, the
 * description, the advantage and the problem (there only sentences about pricing state a price); the
 * first field that states a fact gives it.
 */
export function statedFacts(idea: StatedFactsSource): StatedFacts {
  const key = JSON.stringify([idea.revenueModel, idea.solutionApproach, idea.description, idea.competitiveAdvantage, idea.problemStatement, idea.country]);
  let facts = recentReadings.get(key);
  if (!facts) {
    facts = Object.freeze(readStatedFacts(idea));
    recentReadings.set(key, facts);
  }
  return facts;
}

type StatedFactsSource = Pick<IdeaFacts, 'revenueModel' | 'solutionApproach' | 'description' | 'competitiveAdvantage' | 'problemStatement' | 'country'>;

/**
 * Reading the founder's text is the costly part of an idea's figures (about 85 µs for an ordinary
 * idea, mostly regular expressions), and one request asks it several times (the analysis, the market
 * fit, the business model) and each document part again: the latest readings are kept, by the text
 * read, frozen (a caller never changes one).
 */
const recentReadings = new LRUCache<string, StatedFacts>({ max: 256 });

function readStatedFacts(idea: StatedFactsSource): StatedFacts {
  const fields = [idea.revenueModel, idea.solutionApproach, idea.description, idea.competitiveAdvantage, idea.problemStatement]
    .map((text, index) => (text ? { text, requireCue: index > 0 } : null))
    .filter((field): field is Field => field !== null);
  return factsOf(fields, idea.country, idea.revenueModel || null, idea.description);
}

/** The revenue type a text names, subscription when it names none. */
export function statedRevenueType(text: string | null): RevenueType {
  return text ? parseStatedText(text).revenueType : 'subscription';
}
