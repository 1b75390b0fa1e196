import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@founder/contracts';
import type { StatedPeriod } from '../../domain/stated-facts';
import type { ConstrainedFact, FounderConstraint } from './founder-constraints';
import { inCurrency, moneyMentions, withoutMoney, type MoneyMention } from './money-mentions';

/** A fact an answer changed: what the founder stated, and what the answer wrote instead. */
export interface FactChange {
  fact: Exclude<ConstrainedFact, 'company'>;
  kept: string;
  written: string;
}

/** For a log and the retry's prompt: 'price changed: KES 18,000 written as $450'. */
export function changeReason({ fact, kept, written }: FactChange): string {
  return `${fact} changed: ${kept} written as ${written}`;
}

const FACT_NAMES: Readonly<Record<FactChange['fact'], string>> = { currency: 'the currency', price: 'the price', count: 'a count', country: 'the country' };

/** For the part's provenance: 'the AI changed the price (KES 18,000 -> $450) and the currency (KES -> US$12)'. */
export function changeNote(changes: readonly FactChange[]): string {
  const each = changes.slice(0, 3).map(({ fact, kept, written }) => `${FACT_NAMES[fact]} (${kept} -> ${written})`);
  const listed = each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}` : each[0];
  return `the AI changed ${listed}`;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/);
const bare = (text: string) => text.replace(/[\s,]/g, '');

/** What can follow a price: a period or what it is per ('/mo', 'per month', 'a year', 'per store', 'each seat', 'monthly'). */
const PRICE_QUALIFIER = /^\s*(?:(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b)\s*([a-z]+)|\b(monthly|weekly|annually|yearly)\b)/i;
const PERIOD_WORDS: Readonly<Record<string, StatedPeriod>> = {
  week: 'week', wk: 'week', weekly: 'week', month: 'month', mo: 'month', mth: 'month', monthly: 'month', year: 'year', yr: 'year', annum: 'year', annually: 'year', yearly: 'year',
};
/** Words of a sentence about what a customer pays. */
const PRICE_CUE = /\b(pric\w*|charg\w*|subscri\w*|pays?|paying|fees?|plans?|tiers?)\b/i;

/**
 * Whether a money mention restates the founder's price: followed by the price's unit ('per store'),
 * or by its period ('a month') in a sentence about what customers pay. A monthly burn or a cost per
 * month is neither.
 */
function restatesPrice(mention: MoneyMention, sentence: string, after: string, price: Extract<FounderConstraint, { fact: 'price' }>): boolean {
  let rest = after;
  for (let step = 0; step < 2; step += 1) {
    const qualifier = PRICE_QUALIFIER.exec(rest);
    if (!qualifier) return false;
    const word = (qualifier[1] ?? qualifier[2]).toLowerCase();
    if (price.unit !== 'customer' && (word === price.unit || word === `${price.unit}s`)) return true;
    if (price.period && PERIOD_WORDS[word] === price.period) return PRICE_CUE.test(sentence);
    rest = rest.slice(qualifier[0].length);
  }
  return false;
}

const CURRENT = /\b(already|currently|today|existing|so far|to date|at present)\b/i;
const FUTURE = /\b(will|by|aim\w*|target\w*|plan\w*|expect\w*|reach\w*|grow\w*|goal)\b/i;
const COUNT_ADJECTIVES = String.raw`(?:(?:paying|active|existing|current|pilot|signed(?:-up)?|beta|independent|partner|launch)\s+){0,2}`;
const ORDINALS: Readonly<Record<string, number>> = { one: 1, first: 1, two: 2, second: 2, three: 3, third: 3, four: 4, fourth: 4, five: 5, fifth: 5 };

/** The months a sentence dates itself at ('month 12', 'by the end of year one', 'in the second year', '18 months'). */
function monthsNamed(sentence: string): number[] {
  const months: number[] = [];
  for (const match of sentence.matchAll(/\bmonth\s+(\d{1,2})\b|\b(\d{1,2})\s+months\b/gi)) months.push(Number(match[1] ?? match[2]));
  for (const match of sentence.matchAll(/\byear\s+(\d|one|two|three|four|five)\b|\b(first|second|third|fourth|fifth)\s+year\b/gi)) {
    const year = match[1] ?? match[2];
    months.push(12 * (Number(year) || ORDINALS[year.toLowerCase()]));
  }
  return months;
}

/**
 * Whether a number before a counted noun restates the founder's count: today's count in a sentence
 * about today (and not about a goal just before it), a target in one dated at the same month.
 */
function restatesCount(sentence: string, at: number, count: Extract<FounderConstraint, { fact: 'count' }>): boolean {
  if (count.month === 0) return CURRENT.test(sentence) && !FUTURE.test(sentence.slice(Math.max(0, at - 30), at));
  return count.month !== null && monthsNamed(sentence).includes(count.month);
}

function countChanges(text: string, count: Extract<FounderConstraint, { fact: 'count' }>): FactChange[] {
  const allowed = new Set(count.allowed.map(bare));
  const nouns = count.nouns.map((noun) => noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const phrase = new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\s+${COUNT_ADJECTIVES}(?:${nouns})\b`, 'gi');
  const changes: FactChange[] = [];
  for (const sentence of sentencesOf(withoutMoney(text))) {
    for (const match of sentence.matchAll(phrase)) {
      if (allowed.has(bare(match[1])) || !restatesCount(sentence, match.index ?? 0, count)) continue;
      changes.push({ fact: 'count', kept: count.kept, written: match[0] });
    }
  }
  return changes;
}

/** Where a sentence says something is: 'based in Lagos', 'headquartered in the United Kingdom'; only a company is headquartered, registered or incorporated. */
const WHERE_BASED = /\b(based|headquartered|registered|incorporated)\s+in\s+((?:the\s+)?[A-Z][\p{L}.]*(?:\s+[A-Z][\p{L}.]*){0,2})/gu;
/** Words that make the company what a sentence says is based somewhere ('we are based in', 'the company is based in'). */
const THE_COMPANY = /\b(we|we're|our (?:company|startup|team)|the (?:company|startup|business|team))\b/i;
const COUNTRY_AT_START: ReadonlyArray<[CountryCode, RegExp]> = COUNTRY_CODES.map((code) => [code, new RegExp(`^(?:the\\s+)?(?:${COUNTRIES[code].words.source})\\b`)]);

function countryChanges(text: string, country: Extract<FounderConstraint, { fact: 'country' }>, companyName: string | null): FactChange[] {
  const changes: FactChange[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const match of sentence.matchAll(WHERE_BASED)) {
      const before = sentence.slice(0, match.index);
      // Customers or suppliers may be based anywhere: only the company's own base counts.
      if (match[1] === 'based' && !THE_COMPANY.test(before) && !(companyName && before.includes(companyName))) continue;
      const named = COUNTRY_AT_START.find(([, words]) => words.test(match[2]))?.[0];
      if (named && named !== country.country) changes.push({ fact: 'country', kept: country.kept, written: COUNTRIES[named].name.replace(/^the /, '') });
    }
  }
  return changes;
}

/**
 * How an LLM's text changes the founder's facts, in the order found, each change once: an amount in
 * another currency than the idea's, the founder's price restated with another amount, a stated count
 * restated with another number, the company said to be based in another country. Conservative: an
 * amount or count the founder or the prompt wrote is never a change, and a country only when the
 * text says where the company is based. The company name is in the prompt but not checked.
 */
export function constraintViolations(text: string, constraints: readonly FounderConstraint[]): FactChange[] {
  const changes: FactChange[] = [];
  const currency = constraints.find((constraint) => constraint.fact === 'currency');
  const price = constraints.find((constraint) => constraint.fact === 'price');
  const companyName = constraints.find((constraint) => constraint.fact === 'company')?.kept ?? null;
  for (const sentence of sentencesOf(text)) {
    for (const mention of moneyMentions(sentence)) {
      const after = sentence.slice(mention.index + mention.text.length);
      if (price && restatesPrice(mention, sentence, after, price)) {
        const same = mention.value === price.amount && inCurrency(mention, price.currency);
        if (!same && !price.allowed.map(bare).includes(bare(mention.text))) changes.push({ fact: 'price', kept: price.kept, written: mention.text });
      } else if (currency && !inCurrency(mention, currency.currency) && !currency.allowed.map(bare).includes(bare(mention.text))) {
        changes.push({ fact: 'currency', kept: currency.kept, written: mention.text });
      }
    }
  }
  for (const constraint of constraints) {
    if (constraint.fact === 'count') changes.push(...countChanges(text, constraint));
    if (constraint.fact === 'country') changes.push(...countryChanges(text, constraint, companyName));
  }
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = changeReason(change);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
