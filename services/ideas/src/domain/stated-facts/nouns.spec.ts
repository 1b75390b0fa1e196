import { nounPhraseAt, pluralOf, singularOf } from './nouns';

describe('singularOf and pluralOf', () => {
  it.each([
    ['cooperatives', 'cooperative'],
    ['families', 'family'],
    ['businesses', 'business'],
    ['churches', 'church'],
    ['sign-ups', 'sign-up'],
    ['cooling units', 'cooling unit'],
    ['people', 'person'],
    ['movies', 'movie'],
    ['houses', 'house'],
    ['classes', 'class'],
  ])('%s <-> %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
    expect(pluralOf(singular)).toBe(plural);
  });

  it('leaves a singular ending in s alone', () => {
    expect(['campus', 'business', 'analysis', 'series'].map(singularOf)).toEqual(['campus', 'business', 'analysis', 'series']);
  });
});

describe('nounPhraseAt', () => {
  it.each([
    ['cooling unit per month', false, { noun: 'cooling unit', adjectives: [], length: 12 }],
    ['page printed', false, { noun: 'page', adjectives: [], length: 4 }],
    ['seat/month', false, { noun: 'seat', adjectives: [], length: 4 }],
    ['paying stores by month 12', true, { noun: 'stores', adjectives: ['paying'], length: 13 }],
    ['families use it every week', true, { noun: 'families', adjectives: [], length: 8 }],
    ['paying out of 60,000', true, { noun: '', adjectives: ['paying'], length: 6 }],
    ['Berlin workshops and tool insurance', true, { noun: 'Berlin workshops', adjectives: [], length: 16 }],
    ['Paying HR teams', true, { noun: 'HR teams', adjectives: ['paying'], length: 15 }],
    ['dairy cooperative', true, null],
    ['by month 12', false, null],
  ] as const)('%p (plural %p)', (text, plural, phrase) => {
    expect(nounPhraseAt(text, plural)).toEqual(phrase);
  });
});
