import { BUSINESS_MODEL_IDEAS, HARDWARE_LEASE_IDEA } from '../business-models.fixtures';
import { GROCER_IDEA, SAMPLE_IDEA } from '../idea-facts.fixtures';
import type { IdeaFacts } from '../idea-facts';
import { statedFacts } from '.';

const businessOf = (idea: IdeaFacts) => statedFacts(idea);

describe('the business model and what exists, as the stated facts read them', () => {
  it.each([...BUSINESS_MODEL_IDEAS, ['software', SAMPLE_IDEA], ['software', GROCER_IDEA]] as const)('reads a %s business', (model, idea) => {
    expect(businessOf(idea).businessModel).toBe(model);
  });

  it("keeps the founder's whole sentence about pilots under way", () => {
    expect(businessOf(HARDWARE_LEASE_IDEA).existing).toEqual({
      pilots: 'Pilots with three pharmacies in Ohio have been running since March',
      users: { count: 3, unit: 'pharmacy', text: 'three pharmacies', when: 'now', month: null },
      revenue: null,
      launched: false,
      statement: 'Pilots with three pharmacies in Ohio have been running since March.',
    });
  });

  it.each([
    ['pilots still planned', 'We plan to run pilots with three pharmacies next quarter.', null],
    ['pilots that will run', 'Pilots will start in May.', null],
    ['pilots running', 'We are piloting the lockers in two pharmacies.', 'piloting the lockers in two pharmacies'],
  ])('reads %s', (_case, description, pilots) => {
    expect(businessOf({ ...HARDWARE_LEASE_IDEA, description }).existing.pilots).toBe(pilots);
  });

  it("counts today's customers as existing, a target not", () => {
    expect(businessOf({ ...SAMPLE_IDEA, description: 'We already serve 40 independent grocers.' }).existing.users).toEqual({ count: 40, unit: 'grocer', text: '40 independent grocers', when: 'now', month: null });
    expect(businessOf({ ...SAMPLE_IDEA, description: 'We aim for 500 paying stores by month 12.' }).existing.users).toBeNull();
  });

  it('takes a text that says it is live as launched', () => {
    expect(businessOf({ ...SAMPLE_IDEA, description: 'We launched in May and are already selling in 40 shops.' }).existing.launched).toBe(true);
  });
});
