import { IDEA_FIELD_LIMITS } from '@founder/contracts';
import { companyNamePlaceholder, EMPTY_IDEA_DRAFT, fieldError, isStepComplete, maxLengthOf, prefillFromSession, stepBadge, stepErrors, submission, wizardProgress, WIZARD_STEPS, type IdeaDraft } from './idea-draft';

const complete: IdeaDraft = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  ideaTitle: 'Meal planner for shift workers',
  description: 'Plans healthy meals around rotating night and day shifts.',
  industry: 'Food & Beverage',
  stage: 'Idea Stage',
  targetMarket: 'Individual Consumers',
  problemStatement: 'Shift workers eat badly because meals never fit their hours.',
  solutionApproach: 'An app that builds a weekly plan from the shift roster.',
  competitiveAdvantage: '',
  revenueModel: '',
  companyName: '',
  currency: '',
  country: '',
};

describe('the wizard steps', () => {
  it('are the four steps of the spec, with their required fields', () => {
    expect(WIZARD_STEPS.map((step) => [step.title, step.required])).toEqual([
      ['Basic Information', ['name', 'email']],
      ['Idea Concept', ['ideaTitle', 'description']],
      ['Market Details', ['industry', 'stage', 'targetMarket']],
      ['Problem & Solution', ['problemStatement', 'solutionApproach']],
    ]);
    expect(WIZARD_STEPS[2].optional).toEqual(['companyName', 'currency', 'country']);
    expect(WIZARD_STEPS[3].optional).toEqual(['competitiveAdvantage', 'revenueModel']);
  });

  it('label the badge from 1', () => {
    expect([0, 1, 2, 3].map(stepBadge)).toEqual(['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4']);
  });
});

describe('isStepComplete', () => {
  it('needs every required field of the step to be non-empty', () => {
    expect(isStepComplete(0, EMPTY_IDEA_DRAFT)).toBe(false);
    expect(isStepComplete(0, { ...EMPTY_IDEA_DRAFT, name: 'Ada' })).toBe(false);
    expect(isStepComplete(0, { ...EMPTY_IDEA_DRAFT, name: 'Ada', email: 'a@b.co' })).toBe(true);
    expect(isStepComplete(2, { ...complete, targetMarket: '' })).toBe(false);
    expect([0, 1, 2, 3].map((step) => isStepComplete(step, complete))).toEqual([true, true, true, true]);
  });

  it('counts whitespace as empty', () => {
    expect(isStepComplete(1, { ...complete, ideaTitle: '   ' })).toBe(false);
  });

  it('does not need the optional fields of step 4', () => {
    expect(isStepComplete(3, { ...complete, competitiveAdvantage: '', revenueModel: '' })).toBe(true);
    expect(isStepComplete(3, { ...complete, solutionApproach: '' })).toBe(false);
  });
});

describe('wizardProgress', () => {
  it('is the share of name, email, ideaTitle, description, industry and stage that are filled', () => {
    expect(wizardProgress(EMPTY_IDEA_DRAFT)).toBe(0);
    expect(wizardProgress({ ...EMPTY_IDEA_DRAFT, name: 'Ada' })).toBe(17);
    expect(wizardProgress({ ...EMPTY_IDEA_DRAFT, name: 'Ada', email: 'a@b.co' })).toBe(33);
    expect(wizardProgress({ ...EMPTY_IDEA_DRAFT, name: 'Ada', email: 'a@b.co', ideaTitle: 'X', description: 'Y' })).toBe(67);
    expect(wizardProgress(complete)).toBe(100);
  });

  it('ignores the other fields', () => {
    expect(wizardProgress({ ...EMPTY_IDEA_DRAFT, targetMarket: 'Enterprise', problemStatement: 'p', solutionApproach: 's', revenueModel: 'r' })).toBe(0);
    expect(wizardProgress({ ...EMPTY_IDEA_DRAFT, companyName: 'Acme', currency: 'KES', country: 'KE' })).toBe(0);
  });
});

describe('fieldError', () => {
  it('says nothing about an empty field', () => {
    expect(fieldError('ideaTitle', '')).toBeNull();
    expect(fieldError('email', '  ')).toBeNull();
  });

  it('checks the email shape', () => {
    expect(fieldError('email', 'ada')).toBe('Please enter a valid email address');
    expect(fieldError('email', 'ada@example')).toBe('Please enter a valid email address');
    expect(fieldError('email', 'ada@example.com')).toBeNull();
  });

  it('holds every field to IDEA_FIELD_LIMITS, trimmed', () => {
    expect(fieldError('name', 'A')).toBe('Full Name must be at least 2 characters');
    expect(fieldError('name', 'Al')).toBeNull();
    expect(fieldError('ideaTitle', 'ab ')).toBe('Idea Title must be at least 3 characters');
    expect(fieldError('ideaTitle', 'x'.repeat(120))).toBeNull();
    expect(fieldError('ideaTitle', 'x'.repeat(121))).toBe('Idea Title must be at most 120 characters');
    expect(fieldError('description', 'x'.repeat(19))).toBe('Idea Description must be at least 20 characters');
    expect(fieldError('description', 'x'.repeat(5001))).toBe('Idea Description must be at most 5,000 characters');
    expect(fieldError('problemStatement', 'too short')).toBe('Problem Statement must be at least 20 characters');
    expect(fieldError('revenueModel', 'x')).toBeNull();
    expect(fieldError('industry', 'Technology')).toBeNull();
    expect(fieldError('companyName', ' A ')).toBe('Company name must be at least 2 characters');
    expect(fieldError('companyName', 'x'.repeat(61))).toBe('Company name must be at most 60 characters');
    expect(fieldError('currency', 'KES')).toBeNull();
  });

  it('gives the inputs the same maxima', () => {
    expect(maxLengthOf('ideaTitle')).toBe(IDEA_FIELD_LIMITS.ideaTitle.max);
    expect(maxLengthOf('industry')).toBeUndefined();
  });
});

describe('stepErrors', () => {
  it('collects the messages of the step fields only', () => {
    const draft = { ...complete, ideaTitle: 'ab', description: 'short', name: 'A' };
    expect(stepErrors(1, draft)).toEqual({
      ideaTitle: 'Idea Title must be at least 3 characters',
      description: 'Idea Description must be at least 20 characters',
    });
    expect(stepErrors(3, complete)).toEqual({});
    expect(stepErrors(2, { ...complete, companyName: 'A' })).toEqual({ companyName: 'Company name must be at least 2 characters' });
  });
});

describe('submission', () => {
  it('trims every value and leaves out empty optional fields', () => {
    const { competitiveAdvantage: _advantage, revenueModel: _revenueModel, companyName: _name, currency: _currency, country: _country, ...required } = complete;
    expect(submission({ ...complete, name: '  Ada Lovelace ', ideaTitle: '\tMeal planner for shift workers\n' })).toEqual(required);
  });

  it('sends the optional fields when filled', () => {
    expect(submission({ ...complete, competitiveAdvantage: ' Roster sync ', revenueModel: 'Subscription' })).toMatchObject({
      competitiveAdvantage: 'Roster sync',
      revenueModel: 'Subscription',
    });
  });
});

describe('the company name, currency and country of step 3', () => {
  it('are sent only when chosen, trimmed', () => {
    expect(submission({ ...complete, companyName: ' ShiftMeals ', currency: 'KES', country: 'KE' })).toMatchObject({ companyName: 'ShiftMeals', currency: 'KES', country: 'KE' });
  });

  it('never send a value outside the lists', () => {
    expect(submission({ ...complete, currency: 'usd', country: 'XX' })).not.toHaveProperty('currency');
    expect(submission({ ...complete, currency: 'usd', country: 'XX' })).not.toHaveProperty('country');
  });

  it.each([
    ['BaridiBox – solar milk-cooling units', 'BaridiBox'],
    ['Dreamlet: bedtime stories', 'Dreamlet'],
    ['  ', 'e.g. BaridiBox'],
  ])('suggest the name the documents would use: %s -> %s', (title, placeholder) => {
    expect(companyNamePlaceholder(title)).toBe(placeholder);
  });
});

describe('prefillFromSession', () => {
  const grace = { name: 'Grace Hopper', email: 'grace@example.com' };

  it('fills the empty name and email from the signed-in founder', () => {
    expect(prefillFromSession(EMPTY_IDEA_DRAFT, grace)).toEqual({ ...EMPTY_IDEA_DRAFT, name: 'Grace Hopper', email: 'grace@example.com' });
  });

  it('never overwrites what the founder typed', () => {
    expect(prefillFromSession(complete, grace)).toBe(complete);
    expect(prefillFromSession({ ...EMPTY_IDEA_DRAFT, email: 'other@example.com' }, grace)).toEqual({ ...EMPTY_IDEA_DRAFT, name: 'Grace Hopper', email: 'other@example.com' });
  });

  it('leaves the draft alone when signed out or the account has no name', () => {
    expect(prefillFromSession(EMPTY_IDEA_DRAFT, null)).toBe(EMPTY_IDEA_DRAFT);
    expect(prefillFromSession(EMPTY_IDEA_DRAFT, { name: null, email: 'grace@example.com' })).toEqual({ ...EMPTY_IDEA_DRAFT, email: 'grace@example.com' });
  });
});
