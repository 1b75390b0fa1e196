import { skillChips } from './skill-chips';

describe('skillChips', () => {
  it('shows up to 3 skills and counts the rest', () => {
    expect(skillChips(['Rust', 'Sales'])).toEqual({ shown: ['Rust', 'Sales'], more: null });
    expect(skillChips(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: null });
    expect(skillChips(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: '+2 more' });
  });
});
