import type { CountryCode, CurrencyCode } from '@founder/contracts';
import { amountsIn } from './amounts';
import { REVENUE_AFTER, REVENUE_LABEL, textBefore } from './price';
import { sentencesOf } from './sentences';

/** What already exists, in the founder's words: pilots running, revenue today, a product already live. */

export interface StatedRevenue {
  /** As written: 'Revenue today: KES 240,000 a month', '$3k MRR'. */
  text: string;
  amount: number;
  currency: CurrencyCode;
  period: 'month' | 'year' | null;
}

const FUTURE = /\b(?:plan(?:s|ning)?\s+to|planned|will|next\s+(?:year|month|quarter|season)|hop(?:e|es|ing)\s+to|aim\w*|intend\w*|want\s+to|seek\w*|looking\s+(?:to|for)|upcoming|to run|to start|to launch|before|pre-?launch|not yet|yet to|until|once we|after we|about to|target\w*|goal|expect\w*|forecast\w*|project(?:ed|ing|ions?))\b/i;

// 'pilots running since March with 3 cooperatives', 'Piloting with 12 clinics'; not a 'free trial' or a '14-day trial'.
const PILOT = /\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a|an|paid|successful|ongoing|live|active|first)\s+){0,2}(?<!\bfree\s|-day\s)(?:pilot(?:s|ing|ed)?|field trials?|trials)\b/i;
const CLAUSE_END = /[.;!?\n]|,\s+(?:and|but|which|while|so|where|who|when|because|as)\b|\s+[–—]\s+|\s-\s|\)/;

/** The founder's own phrase about pilots or trials running, whole; null when none is running (or only planned). */
export function pilotsIn(text: string): string | null {
  for (const sentence of sentencesOf(text)) {
    const match = PILOT.exec(sentence);
    if (!match) continue;
    const start = match.index ?? 0;
    if (FUTURE.test(sentence.slice(0, start)) || FUTURE.test(sentence.slice(start, start + match[0].length + 12))) continue;
    const rest = sentence.slice(start);
    const end = rest.search(CLAUSE_END);
    return (end >= 0 ? rest.slice(0, end) : rest).trim();
  }
  return null;
}

const EARNING = /\b(?:make|makes|making|made|earn\w*|generat\w*|bring in|bringing in|brought in|turn over)\s+(?:about\s+|around\s+|over\s+|roughly\s+|nearly\s+|already\s+)?$/i;
const MONTHLY = /^\s*(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*monthly\b|^\s*(?:in\s+)?(?:MRR|monthly)\b|^\s*last month\b/i;
const YEARLY = /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|annum)\b|^\s*(?:annually|yearly)\b|^\s*(?:in\s+)?(?:ARR|annual|yearly)\b|^\s*last year\b/i;
const PERIOD_WORDS = /^\s*(?:(?:a|per|each|every|\/)\s*(?:month|mo|year|yr|annum)\b|monthly\b|annually\b|yearly\b|last (?:month|year)\b)/i;

/** Revenue the founder already makes: an amount after 'revenue of', 'we make', or before 'MRR', 'in revenue'; never a target. */
export function revenueIn(text: string, country: CountryCode | null): StatedRevenue | null {
  for (const sentence of sentencesOf(text)) {
    const amounts = amountsIn(sentence, country);
    for (const [index, money] of amounts.entries()) {
      const before = textBefore(sentence, money, amounts[index - 1]);
      const after = sentence.slice(money.end);
      const label = REVENUE_LABEL.exec(before);
      if (!label && !EARNING.test(before) && !REVENUE_AFTER.test(after) && !REVENUE_AFTER.test(after.replace(PERIOD_WORDS, ''))) continue;
      if (FUTURE.test(sentence)) continue;
      const periodWords = PERIOD_WORDS.exec(after)?.[0] ?? '';
      const tail = REVENUE_AFTER.exec(after.slice(periodWords.length))?.[0] ?? '';
      const named = label?.[0] ?? '';
      const period = MONTHLY.test(after) || /\b(?:MRR|monthly)\b/i.test(named) ? 'month' : YEARLY.test(after) || /\b(?:ARR|annual)\b/i.test(named) ? 'year' : null;
      return { text: `${named}${money.text}${after.slice(0, periodWords.length + tail.length)}`.trim(), amount: money.amount, currency: money.currency, period };
    }
  }
  return null;
}

// 'launched in May', 'already selling in 40 shops', 'we are live in Nairobi'; not 'we will launch in June', nor 'children who live in Tokyo'.
const LIVE = /\b(?:launched|went live|is live|are live|now live|been live|(?:we're|we are|it's|it is) live|in the market|on the market|on sale|already (?:selling|sold|serving|serve|used|in use|generating|making|earning|profitable)|currently (?:selling|serving)|(?:have|has) been selling|in production|available (?:now|today))\b/i;

/** The text says the product is already selling or live. */
export function launchedIn(text: string): boolean {
  return sentencesOf(text).some((sentence) => {
    const match = LIVE.exec(sentence);
    return match !== null && !FUTURE.test(sentence.slice(0, match.index));
  });
}
