import { filterSteps, PLATFORM_STEPS, stepTitleOf } from './platform-steps';

describe('platform steps', () => {
  it('has the ten main steps in order', () => {
    expect(PLATFORM_STEPS.map((step) => step.title)).toEqual([
      'Company Setup', 'Business Strategy', 'Product Development', 'Financial Planning', 'Marketing Strategy',
      'Legal Foundation', 'Pitch Builder', 'AI Website Builder', 'Funding & Investment', 'Launch & Scale',
    ]);
  });

  it('filters the steps by name, case-insensitively', () => {
    expect(filterSteps('').length).toBe(10);
    expect(filterSteps('  STRAT ').map((step) => step.title)).toEqual(['Business Strategy', 'Marketing Strategy']);
    expect(filterSteps('builder').map((step) => step.title)).toEqual(['Pitch Builder', 'AI Website Builder']);
    expect(filterSteps('zebra')).toEqual([]);
  });

  it('names the step of a path, nested paths included', () => {
    expect(stepTitleOf('/platform/business-strategy')).toBe('Business Strategy');
    expect(stepTitleOf('/platform/modules/legal-foundation')).toBe('Business Modules');
    expect(stepTitleOf('/platform')).toBe('Platform Workspace');
  });
});
