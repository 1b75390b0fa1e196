import { companyInputOf, EMPTY_ONBOARDING, onboardingPercent, stepComplete } from './onboarding';

const FILLED = {
  companyName: 'LoomLedger',
  description: 'Books and pricing for small textile workshops.',
  industry: 'SaaS',
  stage: 'Seed',
  teamSize: 'Solo Founder',
  location: 'Leeds, UK',
  theme: 'tech',
};

describe('onboarding', () => {
  it('requires companyName and description, then industry and stage, then teamSize and location, then theme', () => {
    expect(stepComplete(0, EMPTY_ONBOARDING)).toBe(false);
    expect(stepComplete(0, { ...EMPTY_ONBOARDING, companyName: 'LoomLedger' })).toBe(false);
    expect(stepComplete(0, { ...EMPTY_ONBOARDING, companyName: 'LoomLedger', description: FILLED.description })).toBe(true);
    expect(stepComplete(1, { ...EMPTY_ONBOARDING, industry: 'SaaS' })).toBe(false);
    expect(stepComplete(1, { ...EMPTY_ONBOARDING, industry: 'SaaS', stage: 'Seed' })).toBe(true);
    expect(stepComplete(2, { ...EMPTY_ONBOARDING, teamSize: 'Solo Founder', location: '  ' })).toBe(false);
    expect(stepComplete(2, { ...EMPTY_ONBOARDING, teamSize: 'Solo Founder', location: 'Leeds' })).toBe(true);
    expect(stepComplete(3, EMPTY_ONBOARDING)).toBe(true);
    expect(stepComplete(3, { ...EMPTY_ONBOARDING, theme: '' })).toBe(false);
  });

  it('counts a description as filled only from 20 characters, as the server does', () => {
    expect(stepComplete(0, { ...EMPTY_ONBOARDING, companyName: 'Lo', description: 'x'.repeat(19) })).toBe(false);
    expect(stepComplete(0, { ...EMPTY_ONBOARDING, companyName: 'Lo', description: 'x'.repeat(20) })).toBe(true);
  });

  it('fills the progress bar a quarter per step', () => {
    expect([0, 1, 2, 3].map(onboardingPercent)).toEqual([25, 50, 75, 100]);
  });

  it('sends the trimmed fields, with the idea when one is selected', () => {
    expect(companyInputOf({ ...FILLED, companyName: ' LoomLedger ' }, 7)).toEqual({ ...FILLED, companyData: { ideaId: 7 } });
    expect(companyInputOf(FILLED, null)).toEqual(FILLED);
  });
});
