import type { CurrencyCode } from '@founder/contracts';
import { UNITS_PER_USD } from './reference-rates';
import type { StatedCount, StatedFacts, StatedPrice } from './stated-facts';

/**
 * The founder's stated figures as the financial model takes them: the price per unit per month in
 * the idea's currency, the paying count at the month they named it for, freemium users and the
 * share who pay. The model's defaults start from these; nothing here is a reference figure.
 */
export interface FounderFigures {
  /** Price per unit per month in the idea's currency, null without a stated price. */
  monthlyPrice: number | null;
  /** Paying customers (or units) the founder aims for, at the month they name (12 when they name none). */
  target: { count: number; month: number } | null;
  /** Paying customers (or units) today. */
  now: number | null;
  /** Freemium: users (free and paying) at the month the founder names. */
  users: { count: number; month: number } | null;
  /** Freemium: percent of users who pay, from the founder's own two counts. */
  payingPct: number | null;
  /** Transaction and marketplace: the founder's fee, percent of the order value. */
  takeRatePct: number | null;
}

/** A price written in another currency than the idea's (a founder who picked EUR but wrote '$20') goes through the rates table. */
export function inCurrency(price: Pick<StatedPrice, 'currency'>, amount: number, currency: CurrencyCode): number {
  return price.currency === currency ? amount : (amount / UNITS_PER_USD[price.currency]) * UNITS_PER_USD[currency];
}

const TARGET_MONTH = 12;
const at = (count: StatedCount) => ({ count: count.count, month: count.month ?? TARGET_MONTH });

export function founderFigures(stated: StatedFacts, currency: CurrencyCode): FounderFigures {
  const price = stated.price;
  const paying = stated.customers;
  const free = stated.freeUsers;
  const freemium = stated.revenueType === 'freemium';
  return {
    // A one-time price is spread over a year of use, as the documents say.
    // With a fee on each order the amount stated is the order's value ('7% commission; the average order is R$380'): one order a month.
    monthlyPrice: price ? inCurrency(price, stated.takeRate ? (price.amount * stated.takeRate.pct) / 100 : price.monthly ?? price.amount / 12, currency) : null,
    target: paying && paying.when === 'target' ? at(paying) : null,
    now: paying && paying.when === 'now' ? paying.count : null,
    users: freemium && free ? at(free) : null,
    payingPct: freemium && paying && free && free.count > paying.count ? Math.round((paying.count / free.count) * 10000) / 100 : null,
    takeRatePct: stated.takeRate?.pct ?? null,
  };
}
