import { countryInText, currencyInText, founderLocale } from './founder-locale';

describe('countryInText', () => {
  it('finds the first country the text names', () => {
    expect(countryInText('Solar milk coolers for Kenyan dairy cooperatives, then Uganda')).toBe('KE');
    expect(countryInText('Parents in the UK and Ireland')).toBe('GB');
    expect(countryInText('Payroll for small businesses in Munich')).toBe('DE');
    expect(countryInText('help us grow')).toBeNull();
  });
});

describe('currencyInText', () => {
  it('reads signs and codes, and a bare dollar by the country', () => {
    expect(currencyInText('KES 18,000 per cooling unit per month', 'KE')).toBe('KES');
    expect(currencyInText('£4.99/month or £39.99/year', null)).toBe('GBP');
    expect(currencyInText('$29 a month per clinic', 'CA')).toBe('CAD');
    expect(currencyInText('$29 a month per clinic', 'KE')).toBe('USD');
    expect(currencyInText('$29 a month', null)).toBe('USD');
    expect(currencyInText('₹499 per month', 'IN')).toBe('INR');
    expect(currencyInText('no prices here', 'DE')).toBeNull();
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
