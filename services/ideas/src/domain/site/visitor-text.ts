import { sentencesOf } from '../text';

/**
 * What a published site may say (issue 29 item 6): the founder's and the plan's text in whole
 * sentences, never cut mid-word, and without the sentences meant for the team or investors
 * (targets, goals, funding, runway, projections). Prices stay: a visitor needs them.
 */
const INTERNAL_SENTENCE = [
  // 'Target: 150 units ...', 'Goal - ...'
  /\b(targets?|goals?|aims?|objectives?|milestones?|kpis?)\s*[:–-]/i,
  // 'Our goal is 6,000 paying families', 'we plan to reach 40 cooperatives': an aim with a number.
  /\b(target(ed|s)?|goals?|aim(s|ing)? (to|for)|plans? to|planning to|expect(s|ed)? to|forecasts?)\b[^.!?]*\d/i,
  // A deadline of the plan: 'by month 12', 'by the end of year one', 'by Q3', 'by 2027'.
  /\bby (the end of )?(month|year|quarter|q[1-4]\b|20\d\d)/i,
  /\b(raising|raise|fundraising|funding|funded|runway|burn rate|valuation|break[- ]?even|projected|projections?|seed round|series [a-c]\b|pre-seed)/i,
];

export function isInternalSentence(sentence: string): boolean {
  return INTERNAL_SENTENCE.some((pattern) => pattern.test(sentence));
}

const QUOTE_MARKS = /["“”]/g;

/** The text's sentences with a quotation that spans several sentences kept as one: a quote is never opened and left unclosed. */
function quotedUnits(text: string): string[] {
  const units: string[] = [];
  let open: string | null = null;
  for (const sentence of sentencesOf(text)) {
    const unit: string = open === null ? sentence : `${open} ${sentence}`;
    if ((unit.match(QUOTE_MARKS)?.length ?? 0) % 2 === 1) open = unit;
    else {
      units.push(unit);
      open = null;
    }
  }
  return units;
}

/**
 * The text's sentences a visitor may read, in order, as many whole ones as fit in `maxCharacters`
 * (and `maxSentences`), or null when none does. An internal sentence is skipped, not a reason to stop.
 */
export function visitorSentences(text: string, maxCharacters: number, maxSentences = Number.POSITIVE_INFINITY): string | null {
  const kept: string[] = [];
  let length = -1;
  for (const unit of quotedUnits(text)) {
    if (kept.length >= maxSentences) break;
    if (isInternalSentence(unit)) continue;
    if (length + 1 + unit.length > maxCharacters) break;
    kept.push(unit);
    length += 1 + unit.length;
  }
  return kept.length ? kept.join(' ') : null;
}
