import { COUNTRIES, CURRENCIES, formatMoney, formatQuantity, type CountryCode, type CurrencyCode } from '@founder/contracts';
import type { IdeaFacts } from '../../domain/idea-facts';
import { pluralOf, statedFacts, type StatedPeriod } from '../../domain/stated-facts';
import { moneyMentions, withoutMoney } from './money-mentions';

interface ConstraintBase {
  /** How the prompt names the fact: 'Price'. */
  label: string;
  /** The fact as the prompt states it: '$149 per store per month'. */
  statement: string;
  /** The fact as a change is reported against it: 'KES 18,000' (price changed: KES 18,000 written as $450). */
  kept: string;
  /** The exact strings an answer may write for this fact besides the kept one (amounts the founder or the prompt wrote). */
  allowed: readonly string[];
}

/** One fact the founder stated that an LLM's answer must keep exactly (ARCHITECTURE.md section 7: the founder's facts are law). */
export type FounderConstraint =
  | (ConstraintBase & { fact: 'currency'; currency: CurrencyCode })
  | (ConstraintBase & { fact: 'price'; amount: number; currency: CurrencyCode; period: StatedPeriod | null; unit: string })
  | (ConstraintBase & { fact: 'count'; count: number; nouns: readonly string[]; month: number | null })
  | (ConstraintBase & { fact: 'country'; country: CountryCode })
  | (ConstraintBase & { fact: 'company' });

export type ConstrainedFact = FounderConstraint['fact'];

/** A count the founder stated: `month` 0 for today's, the month of a target, null for a target whose month is not known. */
interface StatedCount {
  count: number;
  unit: string;
  /** The founder's own noun for what is counted, when they wrote one ('grocers' counted as stores). */
  noun: string | null;
  month: number | null;
}

interface StatedPrice {
  text: string;
  amount: number;
  currency: CurrencyCode;
  period: StatedPeriod | null;
  unit: string;
}

/**
 * The founder's stated price and counts, read in this one place: stated-facts.ts is being reshaped
 * (price {text, amount, currency, period, unit, monthly}, customers {count, unit, month}), and only
 * this function needs to follow it.
 */
function statedFiguresOf(idea: IdeaFacts): { price: StatedPrice | null; counts: StatedCount[] } {
  const { price, customers } = statedFacts(idea);
  return {
    price: price && { text: price.text, amount: price.amount, currency: price.currency, period: price.period, unit: price.unit },
    counts: customers ? [{ count: customers.count, unit: customers.unit, noun: /([a-z]+)$/i.exec(customers.text)?.[1].toLowerCase() ?? null, month: customers.when === 'now' ? 0 : customers.month }] : [],
  };
}

/** Every text of the idea the founder wrote: amounts in it may be quoted as written. */
function foundersTexts(idea: IdeaFacts): string {
  return [idea.description, idea.targetMarket, idea.problemStatement, idea.solutionApproach, idea.competitiveAdvantage, idea.revenueModel].filter(Boolean).join('\n');
}

/** A whole number as written ('1,250', '380'), not part of a decimal or a percentage. */
const WHOLE_NUMBER = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]?\d|\s?%)/g;

/**
 * The facts an LLM's answer must keep, each with how the prompt states it and the exact strings
 * allowed: the idea's currency, the founder's price, their stated counts, the country and the
 * company name. `given` are the figures the prompt itself hands the model (the financial model's,
 * the part's required ones): amounts and counts in them, or in the founder's own text, may be quoted
 * as written whatever their currency.
 */
export function founderConstraints(idea: IdeaFacts, given: readonly string[] = []): FounderConstraint[] {
  const { currency, country, companyName } = idea;
  const { price, counts } = statedFiguresOf(idea);
  const quoted = [foundersTexts(idea), ...given].join('\n');
  const quotedAmounts = [...new Set(moneyMentions(quoted).map((mention) => mention.text))];
  const quotedCounts = [...new Set(withoutMoney(given.join('\n')).match(WHOLE_NUMBER) ?? [])];
  const { sign, name } = CURRENCIES[currency];
  const constraints: FounderConstraint[] = [
    {
      fact: 'currency',
      label: 'Currency',
      statement: `every amount in ${currency} (${name}), written like ${formatMoney(1000, currency)}; never another currency`,
      kept: currency,
      allowed: [...new Set([currency, sign.trim(), ...quotedAmounts])],
      currency,
    },
  ];
  if (price) {
    const kept = formatMoney(price.amount, price.currency);
    constraints.push({
      fact: 'price',
      label: 'Price',
      statement: `${price.text} (the founder's own price; never another amount or currency)`,
      kept,
      allowed: [...new Set([kept, ...quotedAmounts])],
      amount: price.amount,
      currency: price.currency,
      period: price.period,
      unit: price.unit,
    });
  }
  for (const stated of counts) {
    const nouns = [...new Set([stated.unit, pluralOf(stated.unit), ...(stated.noun ? [stated.noun.replace(/s$/, ''), stated.noun] : [])])];
    const kept = `${formatQuantity(stated.count)} ${stated.noun ?? pluralOf(stated.unit)}`;
    const when = stated.month === 0 ? 'today' : stated.month === null ? "the founder's target" : `by month ${stated.month}`;
    constraints.push({ fact: 'count', label: 'Customers', statement: `${kept} (${when}; never another number)`, kept, allowed: [...new Set([formatQuantity(stated.count), ...quotedCounts])], count: stated.count, nouns, month: stated.month });
  }
  if (country) {
    const countryName = COUNTRIES[country].name;
    constraints.push({ fact: 'country', label: 'Country', statement: `${countryName} (where the company operates)`, kept: countryName.replace(/^the /, ''), allowed: [countryName], country });
  }
  constraints.push({ fact: 'company', label: 'Company name', statement: companyName, kept: companyName, allowed: [companyName] });
  return constraints;
}
