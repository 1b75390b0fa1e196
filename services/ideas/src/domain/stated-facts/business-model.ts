import type { RevenueType } from '@founder/contracts';
import type { BusinessModel } from '../business-model';
import { HARDWARE_WORDS, headOf, type StatedPrice, type StatedPrices } from './price';
import type { StatedTakeRate } from './take-rate';

/**
 * How the company makes money, from its revenue model and what it sells: a leased or sold device is
 * hardware, a commission a marketplace, a price per page or delivery usage, per hour or project
 * services, goods sold commerce; software otherwise (subscription, freemium, advertising, licensing).
 */

const FREEMIUM = /\bfreemium\b|\bfree\s+(?:tier|plan|version|basic|to download|sign-?ups?)\b|\bfree\b[^.;]*\b(?:premium|pro|paid|plus)\s+(?:tier|plan|version|upgrade)\b/i;
const REVENUE_TYPE_WORDS: ReadonlyArray<[RevenueType, RegExp]> = [
  ['marketplace', /\bmarketplace|take rate\b/i],
  ['transaction', /\b(?:transaction|commission|per order|per booking|fee per)\b/i],
  ['freemium', FREEMIUM],
  ['advertising', /\b(?:advertis\w*|ads|sponsor\w*)\b/i],
  ['licensing', /\blicen[cs]\w*/i],
];

/** A free tier beside a paid one ('free with a $9 premium tier', 'freemium', '60,000 free sign-ups'). */
export function isFreemium(text: string): boolean {
  return FREEMIUM.test(text);
}

/** The revenue type a text names; else a per-use price or a take rate is a transaction; else a subscription. */
export function revenueTypeOf(text: string, price: StatedPrice | null, takeRate: StatedTakeRate | null): RevenueType {
  const named = REVENUE_TYPE_WORDS.find(([, words]) => words.test(text))?.[0];
  if (named) return named;
  return takeRate || price?.perUse ? 'transaction' : 'subscription';
}

const HARDWARE = /\b(?:leas(?:e|es|ed|ing)|rent(?:s|ed|al|als|ing)?\s+(?:out\s+)?(?:the\s+|our\s+)?(?:units?|devices?|machines?|equipment|kits?)|hardware|devices?|sensors?|machines?|equipment|installation|installed|solar)\b/i;
const HARDWARE_UNITS = new Set(['unit', 'device', 'sensor', 'probe', 'kit', 'machine', 'cooler', 'meter', 'tracker', 'panel', 'charger', 'pump', 'robot', 'drone', 'camera', 'printer', 'terminal', 'locker', 'battery', 'freezer', 'fridge', 'tank', 'system']);
const SERVICES = /\b(?:retainers?|consult\w*|agency|hourly|day rate|billable|per hour|per project|an hour|call-out)\b/i;
const SERVICE_UNITS = new Set(['hour', 'day', 'project', 'visit', 'consultation', 'appointment', 'engagement', 'audit', 'session', 'lesson', 'class']);
const PER_SERVICE = new RegExp(String.raw`\bper (?:${[...SERVICE_UNITS].join('|')})\b`, 'i');
const USAGE = /\b(?:pay-as-you-go|pay as you go|usage-based|metered|pay per use|per use)\b/i;
const COMMERCE = /\b(?:e-?commerce|online (?:store|shop)|d2c|direct-to-consumer|retail price|wholesale|per unit sold|sells?\s+(?:at|for)|sold\s+(?:at|for)|retails?\s+(?:at|for))\b/i;
const GOODS_UNITS = new Set(['box', 'bottle', 'bag', 'pack', 'jar', 'item', 'piece', 'product', 'bar', 'can', 'tin', 'loaf', 'crate', 'sack', 'pair', 'garment', 'candle', 'basket', 'hamper', 'bundle', 'bouquet', 'cake', 'meal', 'watch', 'book', 'tube']);

/**
 * The business model: what the price is per decides first (a device, goods, an hour, a use), then the
 * words of the revenue model and the sentence stating the price; a one-off fee beside a device is hardware.
 */
export function businessModelOf(
  text: string,
  { price, upfrontPrice }: Pick<StatedPrices, 'price' | 'upfrontPrice'>,
  takeRate: StatedTakeRate | null,
  revenueType: RevenueType,
  /** What the company is, in the founder's description: only its commerce and services words count ('a consultancy', 'a direct-to-consumer brand'). */
  description = '',
): BusinessModel {
  const head = price ? headOf(price.unit) : '';
  const selling = COMMERCE.test(text) || COMMERCE.test(description);
  if (takeRate || revenueType === 'marketplace') return 'marketplace';
  if (HARDWARE_UNITS.has(head) || (upfrontPrice && HARDWARE_WORDS.test(text))) return 'hardware';
  if (GOODS_UNITS.has(head)) return 'commerce';
  if (SERVICE_UNITS.has(head) || PER_SERVICE.test(price?.text ?? '')) return 'services';
  // Goods ordered online are commerce, not metered usage ('boxes of 12 bars at $24 per order' from a D2C brand).
  if (price?.perUse) return selling ? 'commerce' : 'usage';
  if (HARDWARE.test(text)) return 'hardware';
  if (SERVICES.test(text) || SERVICES.test(description)) return 'services';
  if (USAGE.test(text)) return 'usage';
  if (selling) return 'commerce';
  return 'software';
}
