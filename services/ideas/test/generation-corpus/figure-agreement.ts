import { formatMoney, YEAR_KEYS, type CurrencyCode, type FinancialModel } from '@founder/contracts';
import { printsFigure } from './generated-texts';

/** One figure of the model as a document may print it: its label and the forms that count as the same figure. */
export interface ModelFigure {
  label: string;
  forms: string[];
}

const unique = (forms: string[]) => [...new Set(forms)];

/**
 * The five years' revenue, expenses and net income of the generated model (base case), each as
 * formatMoney prints it, to the cent or to the whole unit (a plan may print whole amounts).
 */
export function modelYearFigures(model: FinancialModel, currency: CurrencyCode): ModelFigure[] {
  return YEAR_KEYS.flatMap((key, index) => {
    const revenue = model.revenue[key];
    const expenses = model.expenses[key];
    const netIncome = model.scenarios.base.years[index].netIncome;
    const money = (...amounts: number[]) => unique(amounts.map((amount) => formatMoney(amount, currency)));
    return [
      { label: `Year ${index + 1} revenue`, forms: money(revenue, Math.round(revenue)) },
      { label: `Year ${index + 1} expenses`, forms: money(expenses, Math.round(expenses)) },
      { label: `Year ${index + 1} net income`, forms: money(netIncome, Math.round(netIncome), Math.round(revenue) - Math.round(expenses)) },
    ];
  });
}

/** The model's figures a text does not print in any of their forms. */
export function figuresNotPrinted(text: string, figures: readonly ModelFigure[]): ModelFigure[] {
  return figures.filter(({ forms }) => !forms.some((form) => printsFigure(text, form)));
}

/** A figure a document states, where it starts and how long the phrase is. */
export interface Mention<Value> {
  value: Value;
  index: number;
  length: number;
}

const mentions = <Value>(text: string, pattern: RegExp, read: (match: RegExpMatchArray) => Value | null): Array<Mention<Value>> =>
  [...text.matchAll(pattern)].flatMap((match) => {
    const value = read(match);
    return value === null ? [] : [{ value, index: match.index ?? 0, length: match[0].length }];
  });

/** Months of runway a text states ('about 14 months of runway', 'Runway: at least 36 months'); `atLeast` for a lower bound. */
export function runwayMentions(text: string): Array<Mention<{ months: number; atLeast: boolean }>> {
  const read = (qualifier: string | undefined, months: string) => ({ months: Number(months), atLeast: /least|more|over|beyond/i.test(qualifier ?? '') });
  return [
    ...mentions(text, /(?:\b(at least|more than|over|beyond|about|around|roughly)\s+)?(\d+)\s+months?\s+of\s+runway/gi, (match) => read(match[1], match[2])),
    ...mentions(text, /\brunway(?::|\s+of|\s+is)?\s+(?:(at least|more than|over|beyond|about|around|roughly)\s+)?(\d+)\s+months?/gi, (match) => read(match[1], match[2])),
  ];
}

/** When a text says the company breaks even: a month, a year, or after the five years ('after Year 5'). */
export function breakEvenMentions(text: string): Array<Mention<{ month: number } | { year: number } | 'after Year 5'>> {
  return mentions(text, /\bbreak(?:s|ing)?[- ]even:?\s+(in|by|at|during|after)\s+(month|year)\s+(\d+)/gi, (match) => {
    const value = Number(match[3]);
    if (match[1].toLowerCase() === 'after') return value >= 5 && match[2].toLowerCase() === 'year' ? 'after Year 5' : null;
    return match[2].toLowerCase() === 'month' ? { month: value } : { year: value };
  });
}

const LTV_TO_CAC = String.raw`(?:LTV:CAC|LTV\/CAC|LTV to CAC|lifetime value to (?:customer )?acquisition cost)`;

/** The ratio of lifetime value to acquisition cost a text states: after a working ('$1,560 ÷ $130 = 12') or the label ('LTV:CAC 4.2'); never a target ('of 3 or better'). */
export function ltvToCacMentions(text: string): Array<Mention<number>> {
  const found = [
    ...mentions(text, new RegExp(String.raw`(?:${LTV_TO_CAC}|\bratio)[^\n;=]{0,80}?÷[^\n;=]{0,40}=\s*(\d+(?:\.\d+)?)`, 'gi'), (match) => Number(match[1])),
    ...mentions(
      text,
      new RegExp(String.raw`${LTV_TO_CAC}(?: ratio)?(?:\s+of|:|\s+is|\s+=)?\s+(\d+(?:\.\d+)?)(?::1|x)?(?![\d.]|\s*(?:or|to|and)\b)`, 'gi'),
      (match) => Number(match[1]),
    ),
  ];
  // A working and the label may name the same figure: one mention per place.
  return found.filter((mention, index) => found.findIndex((other) => other.index === mention.index) === index);
}

/** Why a stated runway differs from the model's (months the cash lasts; null: all 60), or null when it agrees. */
export function runwayDisagreement({ months, atLeast }: { months: number; atLeast: boolean }, model: FinancialModel): string | null {
  if (model.runway === null) return atLeast && months >= 60 ? null : `the model's cash lasts all 60 months`;
  return !atLeast && months === model.runway ? null : `the model's runway is ${model.runway} months`;
}

/** Why a stated break-even differs from the model's break-even month, or null when it agrees. */
export function breakEvenDisagreement(value: { month: number } | { year: number } | 'after Year 5', model: FinancialModel): string | null {
  const month = model.breakEvenMonth;
  const modelSays = month === null ? 'the model does not break even within 60 months' : `the model breaks even in month ${month} (Year ${Math.ceil(month / 12)})`;
  if (value === 'after Year 5') return month === null ? null : modelSays;
  if ('month' in value) return month === value.month ? null : modelSays;
  return month !== null && Math.ceil(month / 12) === value.year ? null : modelSays;
}
