import { completionPercentage, phaseCompletions } from './startup-profile-api';

const VISION_21 = 'A'.repeat(21);
const SIX = {
  companyName: 'FitFuel',
  industry: 'Healthcare',
  stage: 'Seed',
  problemStatement: 'Athletes struggle to plan meals.',
  solutionApproach: 'An app that plans them.',
  targetMarket: 'Amateur athletes',
};
const FOUR = { customerPersonas: 'Runners', marketSize: '$2B', competitorAnalysis: 'MyFitnessPal', financialAssumptions: '5% conversion' };

describe('completionPercentage (spec section 9)', () => {
  it('is 0 for an empty profile', () => {
    expect(completionPercentage({})).toBe(0);
  });

  it('gives 20 points for a vision over 20 characters, none at exactly 20', () => {
    expect(completionPercentage({ startupVision: VISION_21 })).toBe(20);
    expect(completionPercentage({ startupVision: 'A'.repeat(20) })).toBe(0);
    expect(completionPercentage({ startupVision: `   ${'A'.repeat(20)}   ` })).toBe(0);
  });

  it('gives 60 points proportionally for the six guided fields, rounded', () => {
    expect(completionPercentage({ companyName: 'FitFuel' })).toBe(10);
    expect(completionPercentage({ companyName: 'FitFuel', industry: 'Healthcare', stage: 'Seed' })).toBe(30);
    expect(completionPercentage(SIX)).toBe(60);
  });

  it('gives 20 points proportionally for the four advanced fields, rounded', () => {
    expect(completionPercentage({ marketSize: '$2B' })).toBe(5);
    expect(completionPercentage(FOUR)).toBe(20);
  });

  it('rounds the sum: vision, one guided field and one advanced field make 35', () => {
    expect(completionPercentage({ startupVision: VISION_21, companyName: 'FitFuel', marketSize: '$2B' })).toBe(35);
    expect(completionPercentage({ startupVision: VISION_21, companyName: 'A', industry: 'Other', stage: 'Idea', marketSize: '$2B' })).toBe(55);
  });

  it('counts spaces and null as empty, and reaches 100 with everything', () => {
    expect(completionPercentage({ companyName: '   ', industry: null })).toBe(0);
    expect(completionPercentage({ startupVision: VISION_21, ...SIX, ...FOUR })).toBe(100);
  });

  it('rounds thirds: 5 of 6 is 50, plus one advanced field 55, 4 of 6 is 40', () => {
    const fiveOfSix = { ...SIX, targetMarket: '' };
    expect(completionPercentage(fiveOfSix)).toBe(50);
    expect(completionPercentage({ ...fiveOfSix, customerPersonas: 'x' })).toBe(55);
    expect(completionPercentage({ companyName: 'A', stage: 'Idea', industry: 'Other', problemStatement: 'p' })).toBe(40);
  });
});

describe('phaseCompletions', () => {
  it('marks quick start done at a 20-character vision and measures the other phases in percent', () => {
    expect(phaseCompletions({})).toEqual({ quickStart: false, guidedCompletion: 0, advancedDetails: 0 });
    expect(phaseCompletions({ startupVision: 'A'.repeat(19) }).quickStart).toBe(false);
    expect(phaseCompletions({ startupVision: 'A'.repeat(20) }).quickStart).toBe(true);
    expect(phaseCompletions({ companyName: 'A', industry: 'Other', marketSize: '$1B' })).toEqual({ quickStart: false, guidedCompletion: 33, advancedDetails: 25 });
    expect(phaseCompletions({ startupVision: VISION_21, ...SIX, ...FOUR })).toEqual({ quickStart: true, guidedCompletion: 100, advancedDetails: 100 });
  });
});
