import type { CountryCode, CurrencyCode } from '@founder/contracts';
import { GROCER_IDEA, SHORTEST_IDEA } from '../idea-facts.fixtures';
import { parseStatedText, statedFacts, type ExistingFacts, type StatedCount, type StatedFacts, type StatedPrice } from './index';
import { BARIDIBOX_IDEA, DREAMLET_IDEA } from './issue-27-ideas.fixtures';

const NOTHING_EXISTING: ExistingFacts = { pilots: null, users: null, revenue: null, launched: false, statement: null };
const NONE: StatedFacts = {
  price: null,
  annualPrice: null,
  upfrontPrice: null,
  takeRate: null,
  freemium: false,
  customers: null,
  accounts: null,
  freeUsers: null,
  existing: NOTHING_EXISTING,
  team: { text: null, size: null },
  currency: null,
  revenueType: 'subscription',
  businessModel: 'software',
  unit: 'customer',
};
const p = (text: string, amount: number, currency: CurrencyCode, period: StatedPrice['period'], unit: string, monthly: number | null, perUse = false): StatedPrice => ({
  text, amount, currency, period, unit, perUse, monthly,
});
const n = (text: string, count: number, unit: string, when: StatedCount['when'], month: number | null): StatedCount => ({ text, count, unit, when, month });
const ex = (existing: Partial<ExistingFacts>): ExistingFacts => ({ ...NOTHING_EXISTING, ...existing });

/**
 * Issue 27: at least 80 ways founders write prices, units, periods, counts, stage and team facts, in at
 * least 10 currencies, each read as a revenue model (country as given) with every field asserted.
 */
const PHRASINGS: ReadonlyArray<[string, CountryCode | null, Partial<StatedFacts>]> = [
  ['$19.99/mo', null, { price: p('$19.99/mo', 19.99, 'USD', 'month', 'customer', 19.99), currency: 'USD' }],
  ['149 USD a month per location', null, { price: p('149 USD a month per location', 149, 'USD', 'month', 'location', 149), currency: 'USD', unit: 'location' }],
  ['$149 per store per month', null, { price: p('$149 per store per month', 149, 'USD', 'month', 'store', 149), currency: 'USD', unit: 'store' }],
  ['$1,200 a year', null, { price: p('$1,200 a year', 1200, 'USD', 'year', 'customer', 100), currency: 'USD' }],
  ['$5 per order', null, { price: p('$5 per order', 5, 'USD', null, 'order', 5, true), currency: 'USD', revenueType: 'transaction', businessModel: 'usage' }],
  ['free with a $9 premium tier', null, { price: p('$9', 9, 'USD', null, 'customer', 9), freemium: true, currency: 'USD', revenueType: 'freemium' }],
  ['Freemium, then $6.99 per month', null, { price: p('$6.99 per month', 6.99, 'USD', 'month', 'customer', 6.99), freemium: true, currency: 'USD', revenueType: 'freemium' }],
  ['$29/mo per seat', null, { price: p('$29/mo per seat', 29, 'USD', 'month', 'seat', 29), currency: 'USD', unit: 'seat' }],
  ['$49 monthly', null, { price: p('$49 monthly', 49, 'USD', 'month', 'customer', 49), currency: 'USD' }],
  ['$99 annually', null, { price: p('$99 annually', 99, 'USD', 'year', 'customer', 8.25), currency: 'USD' }],
  ['A subscription of 39 dollars a month', null, { price: p('39 dollars a month', 39, 'USD', 'month', 'customer', 39), currency: 'USD' }],
  ['$2k per location per year', null, { price: p('$2k per location per year', 2000, 'USD', 'year', 'location', 166.67), currency: 'USD', unit: 'location' }],
  ['$10/seat/month, billed annually', null, { price: p('$10/seat/month', 10, 'USD', 'month', 'seat', 10), currency: 'USD', unit: 'seat' }],
  ['$3 a week per student', null, { price: p('$3 a week per student', 3, 'USD', 'week', 'student', 13), currency: 'USD', unit: 'student' }],
  ['We charge restaurants $199 per restaurant per month', null, { price: p('$199 per restaurant per month', 199, 'USD', 'month', 'restaurant', 199), currency: 'USD', unit: 'restaurant' }],
  ['US$45 per clinic monthly', null, { price: p('US$45 per clinic monthly', 45, 'USD', 'month', 'clinic', 45), currency: 'USD', unit: 'clinic' }],
  ['A one-off $300 licence', null, { price: p('$300', 300, 'USD', 'once', 'customer', null), currency: 'USD', revenueType: 'licensing' }],
  ['$0 per month', null, { currency: 'USD' }],
  ['A $2.5B market growing 12% a year', null, { currency: 'USD' }],
  ['Stores lose $200 a month to spoiled stock', null, { currency: 'USD' }],
  ['KES 18,000 per cooling unit per month', 'KE', { price: p('KES 18,000 per cooling unit per month', 18000, 'KES', 'month', 'cooling unit', 18000), currency: 'KES', businessModel: 'hardware', unit: 'cooling unit' }],
  ['KSh 18,000 per unit per month', 'KE', { price: p('KSh 18,000 per unit per month', 18000, 'KES', 'month', 'unit', 18000), currency: 'KES', businessModel: 'hardware', unit: 'unit' }],
  ['18,000 KES monthly per unit', 'KE', { price: p('18,000 KES monthly per unit', 18000, 'KES', 'month', 'unit', 18000), currency: 'KES', businessModel: 'hardware', unit: 'unit' }],
  ['Kshs. 2,500 per delivery', 'KE', { price: p('Kshs. 2,500 per delivery', 2500, 'KES', null, 'delivery', 2500, true), currency: 'KES', revenueType: 'transaction', businessModel: 'usage' }],
  ['Rs. 499 per month', 'IN', { price: p('Rs. 499 per month', 499, 'INR', 'month', 'customer', 499), currency: 'INR' }],
  ['₹499/month per student', 'IN', { price: p('₹499/month per student', 499, 'INR', 'month', 'student', 499), currency: 'INR', unit: 'student' }],
  ['INR 1,50,000 per school per year', 'IN', { price: p('INR 1,50,000 per school per year', 150000, 'INR', 'year', 'school', 12500), currency: 'INR', unit: 'school' }],
  ['Rs 2 per page printed', 'IN', { price: p('Rs 2 per page', 2, 'INR', null, 'page', 2, true), currency: 'INR', revenueType: 'transaction', businessModel: 'usage' }],
  ['₦5,000 per month per shop', 'NG', { price: p('₦5,000 per month per shop', 5000, 'NGN', 'month', 'shop', 5000), currency: 'NGN', unit: 'shop' }],
  ['NGN 1,500 per delivery', 'NG', { price: p('NGN 1,500 per delivery', 1500, 'NGN', null, 'delivery', 1500, true), currency: 'NGN', revenueType: 'transaction', businessModel: 'usage' }],
  ['2,000 naira per ride', 'NG', { price: p('2,000 naira per ride', 2000, 'NGN', null, 'ride', 2000, true), currency: 'NGN', revenueType: 'transaction', businessModel: 'usage' }],
  ['£4.99/month or £39.99/year', 'GB', { price: p('£4.99/month', 4.99, 'GBP', 'month', 'customer', 4.99), annualPrice: p('£39.99/year', 39.99, 'GBP', 'year', 'customer', 3.33), currency: 'GBP' }],
  ['£12 a month per household', 'GB', { price: p('£12 a month per household', 12, 'GBP', 'month', 'household', 12), currency: 'GBP', unit: 'household' }],
  ['£45 an hour', 'GB', { price: p('£45 an hour', 45, 'GBP', null, 'hour', 45, true), currency: 'GBP', revenueType: 'transaction', businessModel: 'services' }],
  ['€29 per seat per month', 'DE', { price: p('€29 per seat per month', 29, 'EUR', 'month', 'seat', 29), currency: 'EUR', unit: 'seat' }],
  ['EUR 250 per year per school', null, { price: p('EUR 250 per year per school', 250, 'EUR', 'year', 'school', 20.83), currency: 'EUR', unit: 'school' }],
  ['79 EUR per month per team', null, { price: p('79 EUR per month per team', 79, 'EUR', 'month', 'team', 79), currency: 'EUR', unit: 'team' }],
  ['€1.200 per year per practice', 'DE', { price: p('€1.200 per year per practice', 1200, 'EUR', 'year', 'practice', 100), currency: 'EUR', unit: 'practice' }],
  ['29€ per month', 'FR', { price: p('29€ per month', 29, 'EUR', 'month', 'customer', 29), currency: 'EUR' }],
  ['€4,99 per month', 'NL', { price: p('€4,99 per month', 4.99, 'EUR', 'month', 'customer', 4.99), currency: 'EUR' }],
  ['¥1,200 per month', 'JP', { price: p('¥1,200 per month', 1200, 'JPY', 'month', 'customer', 1200), currency: 'JPY' }],
  ['¥98 per month', 'CN', { price: p('¥98 per month', 98, 'CNY', 'month', 'customer', 98), currency: 'CNY' }],
  ['JPY 500 per lesson', 'JP', { price: p('JPY 500 per lesson', 500, 'JPY', null, 'lesson', 500, true), currency: 'JPY', revenueType: 'transaction', businessModel: 'services' }],
  ['CN¥ 199 per year', null, { price: p('CN¥ 199 per year', 199, 'CNY', 'year', 'customer', 16.58), currency: 'CNY' }],
  ['R$ 49,90 per month', 'BR', { price: p('R$ 49,90 per month', 49.9, 'BRL', 'month', 'customer', 49.9), currency: 'BRL' }],
  ['BRL 1.500 per clinic per year', 'BR', { price: p('BRL 1.500 per clinic per year', 1500, 'BRL', 'year', 'clinic', 125), currency: 'BRL', unit: 'clinic' }],
  ['R99 per month', 'ZA', { price: p('R99 per month', 99, 'ZAR', 'month', 'customer', 99), currency: 'ZAR' }],
  ['R 350 per learner per year', 'ZA', { price: p('R 350 per learner per year', 350, 'ZAR', 'year', 'learner', 29.17), currency: 'ZAR', unit: 'learner' }],
  ['ZAR 1,200 per vehicle per month', 'ZA', { price: p('ZAR 1,200 per vehicle per month', 1200, 'ZAR', 'month', 'vehicle', 1200), currency: 'ZAR', unit: 'vehicle' }],
  ['CHF 29.- per month', 'CH', { price: p('CHF 29.- per month', 29, 'CHF', 'month', 'customer', 29), currency: 'CHF' }],
  ['CHF 1\'200 per year', 'CH', { price: p('CHF 1\'200 per year', 1200, 'CHF', 'year', 'customer', 100), currency: 'CHF' }],
  ['SEK 99 per month', 'SE', { price: p('SEK 99 per month', 99, 'SEK', 'month', 'customer', 99), currency: 'SEK' }],
  ['99 kr per month', 'SE', { price: p('99 kr per month', 99, 'SEK', 'month', 'customer', 99), currency: 'SEK' }],
  ['149 kr per month', 'NO', { price: p('149 kr per month', 149, 'NOK', 'month', 'customer', 149), currency: 'NOK' }],
  ['MXN 299 per month', 'MX', { price: p('MXN 299 per month', 299, 'MXN', 'month', 'customer', 299), currency: 'MXN' }],
  ['$299 per month', 'MX', { price: p('$299 per month', 299, 'MXN', 'month', 'customer', 299), currency: 'MXN' }],
  ['$29 a month per clinic', 'CA', { price: p('$29 a month per clinic', 29, 'CAD', 'month', 'clinic', 29), currency: 'CAD', unit: 'clinic' }],
  ['CA$49 per month', null, { price: p('CA$49 per month', 49, 'CAD', 'month', 'customer', 49), currency: 'CAD' }],
  ['A$15 per user per month', null, { price: p('A$15 per user per month', 15, 'AUD', 'month', 'user', 15), currency: 'AUD', unit: 'user' }],
  ['NZ$20 per week per household', 'NZ', { price: p('NZ$20 per week per household', 20, 'NZD', 'week', 'household', 86.67), currency: 'NZD', unit: 'household' }],
  ['$29 a month per clinic', 'KE', { price: p('$29 a month per clinic', 29, 'USD', 'month', 'clinic', 29), currency: 'USD', unit: 'clinic' }],
  ['PLN 49 per month', 'PL', { price: p('PLN 49 per month', 49, 'PLN', 'month', 'customer', 49), currency: 'PLN' }],
  ['49 zł per month', 'PL', { price: p('49 zł per month', 49, 'PLN', 'month', 'customer', 49), currency: 'PLN' }],
  ['GH₵ 50 per month', 'GH', { price: p('GH₵ 50 per month', 50, 'GHS', 'month', 'customer', 50), currency: 'GHS' }],
  ['Rp 50.000 per month', 'ID', { price: p('Rp 50.000 per month', 50000, 'IDR', 'month', 'customer', 50000), currency: 'IDR' }],
  ['₱299 per month', 'PH', { price: p('₱299 per month', 299, 'PHP', 'month', 'customer', 299), currency: 'PHP' }],
  ['₩9,900 per month', 'KR', { price: p('₩9,900 per month', 9900, 'KRW', 'month', 'customer', 9900), currency: 'KRW' }],
  ['AED 99 per month', 'AE', { price: p('AED 99 per month', 99, 'AED', 'month', 'customer', 99), currency: 'AED' }],
  ['₺149 per month', 'TR', { price: p('₺149 per month', 149, 'TRY', 'month', 'customer', 149), currency: 'TRY' }],
  ['S$30 per month', 'SG', { price: p('S$30 per month', 30, 'SGD', 'month', 'customer', 30), currency: 'SGD' }],
  ['KES 1.5k per unit per month', 'KE', { price: p('KES 1.5k per unit per month', 1500, 'KES', 'month', 'unit', 1500), currency: 'KES', businessModel: 'hardware', unit: 'unit' }],
  ['EGP 500 per month', 'EG', { price: p('EGP 500 per month', 500, 'EGP', 'month', 'customer', 500), currency: 'EGP' }],
  ['KES 45,000 one-time for the unit plus KES 1,500 per month', 'KE', { price: p('KES 1,500 per month', 1500, 'KES', 'month', 'customer', 1500), upfrontPrice: p('KES 45,000 one-time', 45000, 'KES', 'once', 'customer', null), currency: 'KES', businessModel: 'hardware' }],
  ['$299 for the device plus $9.99 a month', null, { price: p('$9.99 a month', 9.99, 'USD', 'month', 'customer', 9.99), upfrontPrice: p('$299', 299, 'USD', 'once', 'customer', null), currency: 'USD', businessModel: 'hardware' }],
  ['A one-time installation fee of ₦50,000 and ₦8,000 per month', 'NG', { price: p('₦8,000 per month', 8000, 'NGN', 'month', 'customer', 8000), upfrontPrice: p('₦50,000', 50000, 'NGN', 'once', 'customer', null), currency: 'NGN', businessModel: 'hardware' }],
  ['$500 setup fee, then $99 per month', null, { price: p('$99 per month', 99, 'USD', 'month', 'customer', 99), upfrontPrice: p('$500', 500, 'USD', 'once', 'customer', null), currency: 'USD' }],
  ['$49 per month or $490 per year', null, { price: p('$49 per month', 49, 'USD', 'month', 'customer', 49), annualPrice: p('$490 per year', 490, 'USD', 'year', 'customer', 40.83), currency: 'USD' }],
  ['€9 per month, €90 a year', 'FR', { price: p('€9 per month', 9, 'EUR', 'month', 'customer', 9), annualPrice: p('€90 a year', 90, 'EUR', 'year', 'customer', 7.5), currency: 'EUR' }],
  ['$99 per year', null, { price: p('$99 per year', 99, 'USD', 'year', 'customer', 8.25), currency: 'USD' }],
  ['2% of each order', null, { takeRate: { text: '2% of each order', pct: 2, of: 'order' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['We take 5% of each sale', null, { takeRate: { text: '5% of each sale', pct: 5, of: 'sale' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['A 12% commission on each booking', null, { takeRate: { text: '12% commission on each booking', pct: 12, of: 'booking' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['Marketplace take rate of 15%', null, { takeRate: { text: 'take rate of 15%', pct: 15, of: 'order' }, revenueType: 'marketplace', businessModel: 'marketplace' }],
  ['A 3.5% transaction fee', null, { takeRate: { text: '3.5% transaction fee', pct: 3.5, of: 'order' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['10% commission on every job booked', null, { takeRate: { text: '10% commission on every job', pct: 10, of: 'job' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['Commission of 8% on each delivery', null, { takeRate: { text: 'Commission of 8% on each delivery', pct: 8, of: 'delivery' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['We already serve 40 independent grocers at $149 per store per month', null, { price: p('$149 per store per month', 149, 'USD', 'month', 'store', 149), customers: n('40 independent grocers', 40, 'grocer', 'now', null), existing: ex({ users: n('40 independent grocers', 40, 'grocer', 'now', null), launched: true }), currency: 'USD', unit: 'store' }],
  ['Target: 500 paying stores by month 12', null, { customers: n('500 paying stores', 500, 'store', 'target', 12), unit: 'store' }],
  ['We have 1,250 active users', null, { customers: n('1,250 active users', 1250, 'user', 'now', null), existing: ex({ users: n('1,250 active users', 1250, 'user', 'now', null) }), unit: 'user' }],
  ['Target: 150 units leased to 40 cooperatives by month 12', 'KE', { customers: n('150 units leased', 150, 'unit', 'target', 12), accounts: n('40 cooperatives', 40, 'cooperative', 'target', 12), businessModel: 'hardware', unit: 'unit' }],
  ['6,000 paying out of 60,000 free sign-ups by the end of year one', 'GB', { freemium: true, customers: n('6,000 paying', 6000, 'customer', 'target', 12), freeUsers: n('60,000 free sign-ups', 60000, 'sign-up', 'target', 12), revenueType: 'freemium' }],
  ['We aim to reach 2,000 paying households within 18 months', null, { customers: n('2,000 paying households', 2000, 'household', 'target', 18), unit: 'household' }],
  ['300 beta users today', null, { existing: ex({ users: n('300 beta users', 300, 'user', 'now', null) }) }],
  ['In year 2 we target 25,000 subscribers', null, { customers: n('25,000 subscribers', 25000, 'subscriber', 'target', 24), unit: 'subscriber' }],
  ['We plan to sign 50 schools in the first year', null, { customers: n('50 schools', 50, 'school', 'target', 12), unit: 'school' }],
  ['1.2 million smallholder farmers in Kenya', 'KE', {}],
  ['Pilots running since March with 3 cooperatives in Nyeri.', 'KE', { existing: ex({ pilots: 'Pilots running since March with 3 cooperatives in Nyeri', users: n('3 cooperatives', 3, 'cooperative', 'now', null) }) }],
  ['We plan to run pilots with 10 clinics next year', null, {}],
  ['Revenue today: KES 240,000 a month from 12 units', 'KE', { existing: ex({ revenue: { text: 'Revenue today: KES 240,000 a month', amount: 240000, currency: 'KES', period: 'month' }, launched: true }), currency: 'KES' }],
  ['We already make $3k MRR', null, { existing: ex({ revenue: { text: '$3k MRR', amount: 3000, currency: 'USD', period: 'month' }, launched: true }), currency: 'USD' }],
  ['Launched in May and already selling in 40 shops', null, { existing: ex({ launched: true }) }],
  ['We will launch in June', null, {}],
  ['ARR of €120k', 'DE', { existing: ex({ revenue: { text: 'ARR of €120k', amount: 120000, currency: 'EUR', period: 'year' }, launched: true }), currency: 'EUR' }],
  ['We are two co-founders: an agronomist and an engineer.', null, { team: { text: 'two co-founders: an agronomist and an engineer', size: 2 } }],
  ['A team of 5 with 20 years in logistics', null, { team: { text: 'team of 5 with 20 years in logistics', size: 5 } }],
  ['I am a solo founder and a former nurse', null, { team: { text: 'solo founder and a former nurse', size: 1 } }],
  ['Our 4-person team has shipped two apps before', null, { team: { text: '4-person team has shipped two apps before', size: 4 } }],
  ['$120 per hour of consulting', null, { price: p('$120 per hour', 120, 'USD', null, 'hour', 120, true), currency: 'USD', revenueType: 'transaction', businessModel: 'services' }],
  ['R$ 89 per box, delivered monthly', 'BR', { price: p('R$ 89 per box', 89, 'BRL', null, 'box', 89), currency: 'BRL', businessModel: 'commerce', unit: 'box' }],
  ['Handmade candles sold at £18 per candle', 'GB', { price: p('£18 per candle', 18, 'GBP', null, 'candle', 18), currency: 'GBP', businessModel: 'commerce', unit: 'candle' }],
  ['$0.05 per API call', null, { price: p('$0.05 per API call', 0.05, 'USD', null, 'API call', 0.05, true), currency: 'USD', revenueType: 'transaction', businessModel: 'usage' }],
  ['Usage-based: $0.10 per document processed', null, { price: p('$0.10 per document', 0.1, 'USD', null, 'document', 0.1, true), currency: 'USD', revenueType: 'transaction', businessModel: 'usage' }],
  ['15% of each rental', null, { takeRate: { text: '15% of each rental', pct: 15, of: 'rental' }, revenueType: 'transaction', businessModel: 'marketplace' }],
  ['Ads and sponsored content', null, { revenueType: 'advertising' }],
  ['Annual site licences for schools at $2,400 per school per year', null, { price: p('$2,400 per school per year', 2400, 'USD', 'year', 'school', 200), currency: 'USD', revenueType: 'licensing', unit: 'school' }],
  ['Pay-as-you-go at ₹2 per scan', 'IN', { price: p('₹2 per scan', 2, 'INR', null, 'scan', 2, true), currency: 'INR', revenueType: 'transaction', businessModel: 'usage' }],
  ['2.9% + $0.30 per transaction', null, { price: p('$0.30 per transaction', 0.3, 'USD', null, 'transaction', 0.3, true), takeRate: { text: '2.9% + $0.30 per transaction', pct: 2.9, of: 'transaction' }, currency: 'USD', revenueType: 'transaction', businessModel: 'marketplace' }],
  ['KSh 18,000 per cooling unit per month, with 150 units leased to 40 cooperatives by month 12', 'KE', {
    price: p('KSh 18,000 per cooling unit per month', 18000, 'KES', 'month', 'cooling unit', 18000),
    customers: n('150 units leased', 150, 'cooling unit', 'target', 12),
    accounts: n('40 cooperatives', 40, 'cooperative', 'target', 12),
    currency: 'KES',
    businessModel: 'hardware',
    unit: 'cooling unit',
  }],
  ['We serve 12 clinics, and aim for 200 clinics by month 24 at €1.200,50 per clinic per year', 'DE', {
    price: p('€1.200,50 per clinic per year', 1200.5, 'EUR', 'year', 'clinic', 100.04),
    customers: n('200 clinics', 200, 'clinic', 'target', 24),
    existing: ex({ users: n('12 clinics', 12, 'clinic', 'now', null), launched: true }),
    currency: 'EUR',
    unit: 'clinic',
  }],
  ['Subscription: $1.500 per site per year', null, { price: p('$1.500 per site per year', 1500, 'USD', 'year', 'site', 125), currency: 'USD', unit: 'site' }],
  ['We already make KES 1.2 million a month in revenue from 60 units', 'KE', {
    existing: ex({ revenue: { text: 'KES 1.2 million a month in revenue', amount: 1200000, currency: 'KES', period: 'month' }, launched: true }),
    currency: 'KES',
  }],
  ['Diesel chillers cost cooperatives KES 300,000 up front', 'KE', { currency: 'KES' }],
  ['Built with PHP 8 and React', null, {}],
  ['KES 3 per 20-litre jerrycan dispensed', 'KE', { price: p('KES 3 per 20-litre jerrycan', 3, 'KES', null, 'jerrycan', 3, true), currency: 'KES', revenueType: 'transaction', businessModel: 'usage' }],
  ['R$89 per 500 g bag', 'BR', { price: p('R$89 per 500 g bag', 89, 'BRL', null, 'bag', 89), currency: 'BRL', businessModel: 'commerce', unit: 'bag' }],
  ['$32 per child per lesson', 'AU', { price: p('$32 per child per lesson', 32, 'AUD', null, 'child', 32, true), currency: 'AUD', revenueType: 'transaction', businessModel: 'services', unit: 'child' }],
  ['CA$1,450 per probe, sold once. We plan to sell 600 probes by month 12.', null, { price: p('CA$1,450 per probe', 1450, 'CAD', 'once', 'probe', null), customers: n('600 probes', 600, 'probe', 'target', 12), currency: 'CAD', businessModel: 'hardware', unit: 'probe' }],
  ['₦15,000 per month for 24 months per household system', 'NG', { price: p('₦15,000 per month for 24 months per household system', 15000, 'NGN', 'month', 'household system', 15000), currency: 'NGN', businessModel: 'hardware', unit: 'household system' }],
  ['Watches sell at CHF 890 each.', 'CH', { price: p('CHF 890 each', 890, 'CHF', null, 'customer', 890), currency: 'CHF', businessModel: 'commerce' }],
  ['Goal: 2,000 paying out of 40,000 installs by month 12', 'IN', { customers: n('2,000 paying', 2000, 'customer', 'target', 12), freeUsers: n('40,000 installs', 40000, 'install', 'target', 12), freemium: true, revenueType: 'freemium' }],
  ['We ship 2,000 boxes a month', 'GB', {}],
  ['We wrote every story with two children\'s authors', 'GB', {}],
  ['Pilots have been running since March with two cooperatives near Nakuru, where rejected milk fell from 18% to 3%.', 'KE', { existing: ex({ pilots: 'Pilots have been running since March with two cooperatives near Nakuru', users: n('two cooperatives', 2, 'cooperative', 'now', null) }) }],
  ['A$28 per 100 ml tube online', 'AU', { price: p('A$28 per 100 ml tube', 28, 'AUD', null, 'tube', 28), currency: 'AUD', businessModel: 'commerce', unit: 'tube' }],
];

describe('parseStatedText', () => {
  it('has at least 80 phrasings in at least 10 currencies', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(PHRASINGS.map(([, , expected]) => expected.currency).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(PHRASINGS)('reads %p (country %p)', (text, country, expected) => {
    // The sentence stating what exists is checked on its own below.
    const { existing, ...facts } = parseStatedText(text, { country });
    const { existing: expectedExisting, ...expectedFacts } = { ...NONE, ...expected };
    expect({ ...facts, existing: { ...existing, statement: null } }).toEqual({ ...expectedFacts, existing: expectedExisting });
  });

  it('outside the revenue model, reads a price only in a sentence about pricing', () => {
    expect(parseStatedText('Stores lose $200 a month to spoiled stock.', { requireCue: true }).price).toBeNull();
    expect(parseStatedText('The market price of milk is KES 50 per litre.', { country: 'KE', requireCue: true }).price).toBeNull();
    expect(parseStatedText('It is a SaaS subscription at $149 per store per month.', { requireCue: true }).price?.text).toBe('$149 per store per month');
  });
});

describe('statedFacts', () => {
  it('finds the price in the solution when the revenue model names none (issue 14 example)', () => {
    expect(statedFacts(GROCER_IDEA)).toEqual({
      ...NONE,
      price: p('$149 per store per month', 149, 'USD', 'month', 'store', 149),
      currency: 'USD',
      unit: 'store',
    });
  });

  it('reads the revenue model first', () => {
    expect(statedFacts({ ...SHORTEST_IDEA, revenueModel: '$20 per seat per month', solutionApproach: 'Priced at $149 per store per month.' }).price?.amount).toBe(20);
    expect(statedFacts(SHORTEST_IDEA)).toEqual(NONE);
  });

  it('reads a target volume of what the price is per as the paying target', () => {
    expect(parseStatedText('Each kit sells at £24 per box. We aim to ship 2,000 boxes a month by month 12.', { country: 'GB' }).customers).toEqual({
      text: '2,000 boxes a month',
      count: 2000,
      unit: 'box',
      when: 'target',
      month: 12,
    });
    expect(parseStatedText('Each kit sells at £24 per box. Last month we shipped 300 boxes a month.', { country: 'GB' }).customers).toBeNull();
  });

  it("keeps the founder's whole sentence about what exists today, with every count in it", () => {
    expect(parseStatedText('We are running a beta with 60 riders and 140 sellers in Yaba and Surulere. We plan to reach Ikeja next.').existing.statement).toBe(
      'We are running a beta with 60 riders and 140 sellers in Yaba and Surulere.',
    );
    expect(parseStatedText('An app for dog walks.').existing.statement).toBeNull();
  });

  it("reads a bare '$' by the idea's country", () => {
    expect(statedFacts({ ...SHORTEST_IDEA, country: 'AU', revenueModel: '$15 per user per month' }).price?.currency).toBe('AUD');
  });

  it('reads the Kenyan cooling lease of issue 27 whole: KES per cooling unit, 150 units to 40 cooperatives by month 12', () => {
    expect(statedFacts(BARIDIBOX_IDEA)).toEqual({
      ...NONE,
      price: p('KES 18,000 per cooling unit per month', 18000, 'KES', 'month', 'cooling unit', 18000),
      customers: n('150 units leased', 150, 'cooling unit', 'target', 12),
      accounts: n('40 cooperatives', 40, 'cooperative', 'target', 12),
      existing: ex({
        pilots: 'pilots running since March with 3 cooperatives in Nyandarua',
        users: n('3 cooperatives', 3, 'cooperative', 'now', null),
        statement: 'We have pilots running since March with 3 cooperatives in Nyandarua, and farmers there have cut spoilage from 28% to under 5%.',
      }),
      team: {
        text: 'two co-founders: an agronomist who ran a 2,000-member dairy cooperative and an electrical engineer who built off-grid solar systems for ten years',
        size: 2,
      },
      currency: 'KES',
      businessModel: 'hardware',
      unit: 'cooling unit',
    });
  });

  it('reads the UK bedtime app of issue 27 whole: a monthly and an annual plan, 6,000 paying out of 60,000 free sign-ups', () => {
    expect(statedFacts(DREAMLET_IDEA)).toEqual({
      ...NONE,
      price: p('£4.99/month', 4.99, 'GBP', 'month', 'customer', 4.99),
      annualPrice: p('£39.99/year', 39.99, 'GBP', 'year', 'customer', 3.33),
      freemium: true,
      customers: n('6,000 paying', 6000, 'customer', 'target', 12),
      freeUsers: n('60,000 free sign-ups', 60000, 'sign-up', 'target', 12),
      existing: ex({ users: n('1,800 families', 1800, 'family', 'now', null), launched: true, statement: 'We launched a free beta in the UK in September and 1,800 families use it every week.' }),
      currency: 'GBP',
      revenueType: 'freemium',
    });
  });
});

describe('what exists today, read carefully', () => {
  it.each([
    ['people who live in a city are no launch', 'Adult children who live in Tokyo worry about their parents.', false],
    ['a product that is live is', 'We are live in Nairobi with 12 shops.', true],
    ['users who only try it are not paying', 'Our prototype has been tested in 20 homes in Nagano.', false],
    ['customers served are', 'We serve 12 clinics in Munich.', true],
  ])('%s', (_case, text, launched) => {
    expect(parseStatedText(text).existing.launched).toBe(launched);
  });
});
