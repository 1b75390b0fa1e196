import { completionPercentage, type StartupIdea } from '@founder/contracts';
import { EMPTY_DRAFT, applySuggestions, draftFromIdea, payloadOf } from './profile-draft';
import { extractFromVision } from './vision-extraction';

const IDEA = {
  id: 4,
  ideaTitle: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops.',
  industry: 'SaaS',
  stage: 'MVP Development',
  targetMarket: 'SMB (Small-Medium Business)',
  problemStatement: 'Workshops lose money on orders.',
  solutionApproach: 'Invoice scanning with a live stock.',
  competitiveAdvantage: 'Built with weavers.',
  revenueModel: 'A subscription at $39 per month.',
} as StartupIdea;

describe('draftFromIdea', () => {
  it('prefills the vision, name, mapped industry and stage and the idea fields', () => {
    expect(draftFromIdea(IDEA)).toEqual({
      ...EMPTY_DRAFT,
      startupVision: IDEA.description,
      companyName: 'LoomLedger',
      industry: 'Technology',
      stage: 'Pre-Seed',
      description: IDEA.description,
      problemStatement: IDEA.problemStatement,
      solutionApproach: IDEA.solutionApproach,
      targetMarket: IDEA.targetMarket,
      competitiveAdvantage: IDEA.competitiveAdvantage,
      revenueModel: 'Subscription',
      businessModelDetails: IDEA.revenueModel,
    });
  });

  it.each([
    ['Healthcare', 'Idea Stage', 'Healthcare', 'Idea'],
    ['Sustainability', 'Launched', 'Energy', 'Seed'],
    ['Blockchain', 'Market Research', 'Technology', 'Idea'],
    ['Other', 'Beta Testing', 'Other', 'Pre-Seed'],
  ])('maps %s / %s to %s / %s', (industry, stage, profileIndustry, profileStage) => {
    expect(draftFromIdea({ ...IDEA, industry, stage })).toMatchObject({ industry: profileIndustry, stage: profileStage });
  });

  it('leaves the business model empty when the revenue model names none', () => {
    expect(draftFromIdea({ ...IDEA, revenueModel: 'We charge per order.' }).revenueModel).toBe('');
  });
});

describe('applySuggestions', () => {
  it('fills empty fields from the suggestions and keeps what the founder typed', () => {
    const vision = 'FitFuel plans meals. Athletes struggle to eat well. Our app plans every meal.';
    const draft = applySuggestions({ ...EMPTY_DRAFT, startupVision: vision, industry: 'Finance' }, extractFromVision(vision));
    expect(draft).toMatchObject({
      suggestedCompanyName: 'FitFuel',
      suggestedIndustry: 'Technology',
      companyName: 'FitFuel',
      industry: 'Finance',
      problemStatement: 'Athletes struggle to eat well',
      solutionApproach: 'Our app plans every meal',
    });
  });

  it('keeps the fallbacks as suggestions only', () => {
    const vision = 'a quiet idea about gardens without any keywords';
    const draft = applySuggestions({ ...EMPTY_DRAFT, startupVision: vision }, extractFromVision(vision));
    expect(draft).toMatchObject({
      suggestedCompanyName: 'Your Startup',
      suggestedProblem: 'Identified from your vision description',
      suggestedSolution: 'Extracted from your vision description',
      companyName: '',
      problemStatement: '',
      solutionApproach: '',
      industry: 'Technology',
    });
  });
});

describe('payloadOf', () => {
  it('caps text at its limit and carries the phase', () => {
    const payload = payloadOf({ ...EMPTY_DRAFT, companyName: 'c'.repeat(130), suggestedProblem: 'p'.repeat(1200), industry: 'Other' }, 'guided-completion');
    expect(payload.companyName).toHaveLength(120);
    expect(payload.suggestedProblem).toHaveLength(1000);
    expect(payload).toMatchObject({ industry: 'Other', currentPhase: 'guided-completion', marketSize: '' });
  });

  it('scores the same as the server for a prefilled idea', () => {
    expect(completionPercentage(draftFromIdea(IDEA))).toBe(80);
  });
});
