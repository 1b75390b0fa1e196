import type { CountryCode } from '@founder/contracts';
import { amountsIn } from './amounts';
import { nounPhraseAt, singularOf } from './nouns';
import { clauseAt, sentencesOf } from './sentences';

/**
 * Counts of customers, units and users in the founder's text, today or as a target, with the month a
 * target is for: 'Target: 150 units leased to 40 cooperatives by month 12'.
 */

export interface StatedCount {
  text: string;
  count: number;
  /** Singular noun: 'cooling unit', 'cooperative', 'sign-up'. */
  unit: string;
  when: 'now' | 'target';
  /** The month the count is for: 'by month 12' 12, 'in the first year' 12, 'year 2' 24, 'within 18 months' 18; null when unsaid. */
  month: number | null;
}

/** Who a count is of: paying customers (or units), free users, pilot or beta users, or the organisations units go to. */
export type CountKind = 'paying' | 'free' | 'pilot' | 'account';

export interface FoundCount extends StatedCount {
  kind: CountKind;
  /** No noun was written ('6,000 paying'): counted in what the price is per. */
  unnamed: boolean;
  /** Said to pay ('40 paying stores', '300 subscribers', '150 units leased'), not only to use it: proof the company is selling. */
  paid: boolean;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  'twenty-four': 24, thirty: 30, 'thirty-six': 36, forty: 40, fifty: 50, hundred: 100,
};
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => word !== 'one' && word !== 'hundred').join('|');
const COUNT = new RegExp(String.raw`(?<![\d.,'’$€£¥₹₦₩₱₺A-Za-z-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|${COUNT_WORDS})(?:\s?(k|K|million)\b)?(?![\d%°-])\s+`, 'gi');

/** Nouns counted that are not customers: time, measures, the team, the product's own parts. */
const NOT_CUSTOMERS = new Set([
  'second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'quarter', 'decade', 'night', 'time', 'percent',
  'litre', 'liter', 'millilitre', 'ml', 'kg', 'gram', 'kilogram', 'tonne', 'ton', 'km', 'kilometre', 'kilometer',
  'mile', 'metre', 'meter', 'acre', 'hectare', 'kwh', 'kw', 'watt', 'degree', 'founder', 'co-founder', 'cofounder',
  'engineer', 'employee', 'staff', 'developer', 'designer', 'hire', 'language', 'country', 'city', 'region',
  'county', 'state', 'feature', 'step', 'star', 'story', 'outline', 'level', 'size', 'option', 'type', 'app',
  'version', 'cow', 'animal', 'crop', 'product', 'item', 'sku', 'page', 'lesson', 'session', 'times',
]);

// A count is of customers only with a cue: a verb before it ('we serve', 'Target:'), an adjective ('paying'), or a verb after ('leased').
const CUE_BEFORE = new RegExp(
  String.raw`(?:\b(?:have|has|had|serve|serves|serving|served|sign|signs|signed|signing|onboard|onboards|onboarded|onboarding|reach|reaches|reaching|reached|win|wins|winning|won|with|already|target|targets|targeting|aim for|aiming for|aim at|goal of|grow to|growing to|lease|leases|leasing|sell|sells|selling|ship|ships|shipping|deploy|deploys|deployed|deploying|install|installs|installed|installing|acquire|acquiring|acquired|get|getting|add|adding|convert|converting|land|landing|count|counts|used by|trusted by|today|now)|target:|goal:)\s+(?:(?:over|about|around|roughly|nearly|almost|more than|at least|up to|some|another|a further|the first|our first|first)\s+)?$`,
  'i',
);
const CUE_AFTER = /^\s*(?:already\s+|now\s+|currently\s+)?(?:leased|sold|installed|deployed|signed(?: up)?|onboarded|subscribed|use|using|used|pay|paying|on board|on the platform|today|so far|to date)\b/i;
/** The participle a count's text keeps: '150 units leased'. */
const PARTICIPLE_AFTER = /^\s+(?:leased|sold|installed|deployed|rented|placed|signed up|signed|onboarded|subscribed)\b/i;
/** A rate, not a number of customers: '6,000 jerrycans a month', '2,000 boxes a month'. */
const PER_PERIOD = /^\s*(?:a|per|each|every)\s+(?:day|week|month|year|night)\b/i;
/** Between a paying count and the next: '2,000 paying out of 40,000 installs' makes the 40,000 the free users they come from. */
const FROM_POOL = /^\s*(?:out of|of|from|among)\s+(?:(?:over|about|around|some)\s+)?$/i;
/** Between a count and the next: '150 units leased to 40 cooperatives' makes the 40 the organisations the units go to. */
const TO_ACCOUNTS = /^\s*(?:(?:leased|sold|installed|deployed|rented|placed|supplied|delivered)\s+)?(?:to|across|among|at|for|spread across)\s+(?:(?:over|about|around|some)\s+)?$/i;

const PAYING = new Set(['paying', 'paid', 'subscribed', 'premium']);
/** Before a count, words that say the company sells to them: 'we serve 12 clinics', 'sold to 40 shops'. */
const SELLING_BEFORE = /\b(?:serve|serves|serving|sold|sell|sells|selling|lease|leases|leasing|bill|bills|billing|charge|charges)\b[^.;]*$/i;
const FREE = new Set(['free', 'unpaid', 'trial']);
const PILOT = new Set(['pilot', 'beta', 'test']);
const PILOT_CLAUSE = /\b(?:pilot\w*|beta|trial\w*|tested|testing|prototype|first version)\b/i;
const FREE_NOUNS = new Set(['sign-up', 'signup', 'download', 'install', 'free user']);

const TARGET = /\b(?:target\w*|aim\w*|goal|plans?\s+to|planning\s+to|expect\w*|project\w*|forecast\w*|will|hope\s+to|want\s+to|intend\w*|by\s+(?:month|year|the end|end|q[1-4]\b|\d{4}|next|then|launch)|within\s+\w+\s+(?:months|years)|in\s+(?:the\s+)?(?:first|second|third)\s+year|(?:by|in|at)\s+month\s+\d+|in\s+year\s+\w+)\b/i;

const MONTH_NUMBER = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
const MONTH_PHRASES: ReadonlyArray<[RegExp, (word: string) => number]> = [
  [new RegExp(String.raw`\bmonth\s+${MONTH_NUMBER}\b`, 'i'), (word) => numberOfWord(word)],
  [new RegExp(String.raw`\b(?:within|in|over|after)\s+(?:the\s+)?(?:first\s+|next\s+)?${MONTH_NUMBER}\s+months\b`, 'i'), (word) => numberOfWord(word)],
  [new RegExp(String.raw`\b(?:year|yr)\s+${MONTH_NUMBER}\b`, 'i'), (word) => 12 * numberOfWord(word)],
  [/\b(first|second|third|fourth|fifth)\s+year\b/i, (word) => 12 * ORDINALS[word.toLowerCase()]],
  [new RegExp(String.raw`\b(?:within|in|over|after)\s+${MONTH_NUMBER}\s+years\b`, 'i'), (word) => 12 * numberOfWord(word)],
  [/\b(?:within|in)\s+(a|one)\s+year\b/i, () => 12],
];

function numberOfWord(word: string): number {
  return /^\d/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

/** The month a clause sets a count for, null when it names none. */
export function monthIn(text: string): number | null {
  let found: { month: number; at: number } | null = null;
  for (const [pattern, month] of MONTH_PHRASES) {
    const match = pattern.exec(text);
    if (match && (found === null || (match.index ?? 0) < found.at)) found = { month: month(match[1]), at: match.index ?? 0 };
  }
  return found?.month ?? null;
}

function countOf(written: string, scale: string | undefined): number {
  const base = /^\d/.test(written) ? Number(written.replace(/,/g, '')) : NUMBER_WORDS[written.toLowerCase()];
  return Math.round(base * (scale ? (scale.toLowerCase() === 'k' ? 1e3 : 1e6) : 1));
}

function kindOf(adjectives: readonly string[], noun: string, clause: string, account: boolean, pool: boolean): CountKind {
  if (account) return 'account';
  if (pool || adjectives.some((word) => FREE.has(word)) || FREE_NOUNS.has(noun)) return 'free';
  if (adjectives.some((word) => PAYING.has(word))) return 'paying';
  if (adjectives.some((word) => PILOT.has(word)) || PILOT_CLAUSE.test(clause)) return 'pilot';
  return 'paying';
}

/** Every count of customers, units, users or organisations in a text, in order. */
export function countsIn(text: string, country: CountryCode | null): FoundCount[] {
  const found: FoundCount[] = [];
  for (const sentence of sentencesOf(text)) {
    const money = amountsIn(sentence, country);
    let previousEnd = -1;
    for (const match of sentence.matchAll(COUNT)) {
      const start = match.index ?? 0;
      if (money.some((amount) => start >= amount.start && start < amount.end)) continue;
      const count = countOf(match[1], match[2]);
      const afterNumber = start + match[0].length;
      const phrase = nounPhraseAt(sentence.slice(afterNumber), count > 1);
      if (!phrase) continue;
      const noun = phrase.noun === '' ? '' : singularOf(phrase.noun);
      if (NOT_CUSTOMERS.has(noun) || NOT_CUSTOMERS.has(noun.split(' ').pop() ?? '')) continue;
      const rest = sentence.slice(afterNumber + phrase.length);
      if (PER_PERIOD.test(rest)) continue;
      const between = previousEnd >= 0 ? sentence.slice(previousEnd, start) : null;
      const account = between !== null && noun !== '' && TO_ACCOUNTS.test(between);
      const pool = between !== null && found[found.length - 1]?.kind === 'paying' && FROM_POOL.test(between);
      const cued = account || pool || phrase.adjectives.length > 0 || CUE_BEFORE.test(sentence.slice(Math.max(0, start - 60), start)) || CUE_AFTER.test(rest);
      if (!cued || count < 1) continue;
      const participle = PARTICIPLE_AFTER.exec(rest);
      const end = afterNumber + phrase.length + (participle ? participle[0].length : 0);
      const clause = clauseAt(sentence, start);
      const target = TARGET.test(clause) || /^\s*(?:target|goal)s?\b/i.test(sentence);
      found.push({
        text: sentence.slice(start, end),
        count,
        unit: noun,
        when: target ? 'target' : 'now',
        month: monthIn(clause) ?? (target ? monthIn(sentence) : null),
        kind: kindOf(phrase.adjectives, noun, clause, account, pool),
        unnamed: noun === '',
        paid:
          phrase.adjectives.some((word) => PAYING.has(word)) ||
          /^(?:subscriber|customer|client)$/.test(noun) ||
          Boolean(participle) ||
          SELLING_BEFORE.test(sentence.slice(Math.max(0, start - 30), start)),
      });
      previousEnd = end;
    }
  }
  return found;
}

/**
 * A target volume of what the price is per, a month ('ship 2,000 boxes a month by month 12'): with a
 * price per box, the model's customers are the boxes bought a month, so it is the paying target.
 * Null when the text states no such volume for `plural` (the price's unit, plural).
 */
export function monthlyVolumeIn(text: string, plural: string): StatedCount | null {
  const volume = new RegExp(String.raw`(\d{1,3}(?:,\d{3})+|\d+)\s+${plural.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s+(?:a|per|each|every)\s+month\b`, 'i');
  for (const sentence of sentencesOf(text)) {
    const match = volume.exec(sentence);
    if (!match || !TARGET.test(sentence)) continue;
    return { text: match[0], count: Number(match[1].replace(/,/g, '')), unit: '', when: 'target', month: monthIn(sentence) };
  }
  return null;
}
