import { countryInText, currencyInText, founderLocale } from './founder-locale';
import { statedFacts } from './stated-facts';
import { BARIDIBOX_IDEA, DREAMLET_IDEA } from './stated-facts/issue-27-ideas.fixtures';

describe('countryInText', () => {
  it('finds the first country the text names', () => {
    expect(countryInText('Solar milk coolers for Kenyan dairy cooperatives, then Uganda')).toBe('KE');
    expect(countryInText('Parents in the UK and Ireland')).toBe('GB');
    expect(countryInText('Payroll for small businesses in Munich')).toBe('DE');
    expect(countryInText('help us grow')).toBeNull();
    // The country named most wins: a language named once is no country.
    expect(countryInText('PadhaiPal – spoken English coaching for students in Kerala and Tamil Nadu, with a tutor for Indian accents')).toBe('IN');
    expect(countryInText('French lessons for adults in Berlin and Munich')).toBe('DE');
  });
});

describe('currencyInText', () => {
  it.each([
    ['KES 18,000 per cooling unit per month', 'KE', 'KES'],
    ['KSh 18,000 per unit a month', null, 'KES'],
    ['£4.99/month or £39.99/year', null, 'GBP'],
    ['$29 a month per clinic', 'CA', 'CAD'],
    ['$29 a month per clinic', 'KE', 'USD'],
    ['$29 a month', null, 'USD'],
    ['₹499 per month', 'IN', 'INR'],
    ['Rs. 499 per month', null, 'INR'],
    ['R$ 49,90 per month', null, 'BRL'],
    ['R99 per month', 'ZA', 'ZAR'],
    ['¥98 per month', 'CN', 'CNY'],
    ['¥1,200 per month', null, 'JPY'],
    ['99 kr per month', 'NO', 'NOK'],
    // The price's currency, not a market size's written before it.
    ['A $2.5B market; we lease coolers at KES 18,000 per unit per month', 'KE', 'KES'],
    // With no price, the first amount that is not a market or a round.
    ['Farmers lose ₦4,000 a month to spoilage', 'NG', 'NGN'],
    ['no prices here', 'DE', null],
    ['Built with PHP 8', null, null],
  ] as const)('%s (%s) -> %s', (text, country, currency) => {
    expect(currencyInText(text, country)).toBe(currency);
  });

  it('agrees with statedFacts on the ideas of issue 27', () => {
    for (const idea of [BARIDIBOX_IDEA, DREAMLET_IDEA]) {
      const texts = [idea.revenueModel, idea.description, idea.targetMarket, idea.problemStatement, idea.solutionApproach, idea.competitiveAdvantage];
      expect(founderLocale({ ideaTitle: idea.ideaTitle, texts }).currency).toBe(statedFacts(idea).currency);
    }
    expect(founderLocale({ ideaTitle: BARIDIBOX_IDEA.ideaTitle, texts: [BARIDIBOX_IDEA.revenueModel] })).toEqual({ companyName: 'BaridiBox', country: 'KE', currency: 'KES' });
  });
});

describe('founderLocale', () => {
  it("takes the founder's choices first, then their text, then their country's currency", () => {
    expect(founderLocale({ ideaTitle: 'BaridiBox – coolers', texts: ['KES 18,000 per unit a month for Kenyan cooperatives'] })).toEqual({ companyName: 'BaridiBox', country: 'KE', currency: 'KES' });
    expect(founderLocale({ ideaTitle: 'LohnPilot', texts: ['Payroll for German firms'] })).toEqual({ companyName: 'LohnPilot', country: 'DE', currency: 'EUR' });
    expect(founderLocale({ ideaTitle: 'X – y', companyName: 'Acme', country: 'JP', currency: 'USD', texts: ['£5 a month'] })).toEqual({ companyName: 'Acme', country: 'JP', currency: 'USD' });
    expect(founderLocale({ ideaTitle: 'Plain', texts: ['an app'] })).toEqual({ companyName: 'Plain', country: null, currency: 'USD' });
  });
});
