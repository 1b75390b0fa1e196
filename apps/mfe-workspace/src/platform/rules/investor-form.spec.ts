import { newInvestorRequest, type InvestorFormValues } from './investor-form';

const FILLED: InvestorFormValues = {
  name: ' Jordan Avery ',
  firm: 'Avery Family Office',
  type: 'Angel',
  location: 'Leeds, UK',
  industries: ['SaaS'],
  stages: ['Pre-Seed', 'Seed'],
  checkSizeMin: 25_000,
  checkSizeMax: 100_000,
  focusAreas: 'vertical SaaS, , workflow tools ',
  warmIntro: true,
};

describe('newInvestorRequest', () => {
  it('trims the texts and splits the focus areas', () => {
    const { focusAreas: _focusAreas, ...fields } = FILLED;
    expect(newInvestorRequest(FILLED)).toEqual({ ...fields, name: 'Jordan Avery', focus_areas: ['vertical SaaS', 'workflow tools'] });
  });

  it.each([
    ['a one-letter name', { name: 'J' }],
    ['no industry', { industries: [] }],
    ['no stage', { stages: [] }],
    ['an empty check', { checkSizeMin: '' }],
    ['a largest check under the smallest', { checkSizeMax: 20_000 }],
    ['eleven focus areas', { focusAreas: 'a,b,c,d,e,f,g,h,i,j,k' }],
  ])('is null with %s', (_case, change) => {
    expect(newInvestorRequest({ ...FILLED, ...change } as InvestorFormValues)).toBeNull();
  });
});
