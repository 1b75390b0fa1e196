import type { IdeaFacts } from './idea-facts';
import { SHORTEST_IDEA } from './idea-facts.fixtures';
import { forChildren } from './for-children';

const idea = (change: Partial<IdeaFacts>): IdeaFacts => ({ ...SHORTEST_IDEA, targetMarket: 'B2C (Business to Consumer)', ...change });

describe('forChildren', () => {
  it.each<[string, Partial<IdeaFacts>, boolean]>([
    ['bedtime stories for children', { description: 'Bedtime stories read aloud for children aged 3-8.' }, true],
    ['kids in the title', { ideaTitle: 'StoryNest – stories for kids' }, true],
    ['toddlers in the problem', { problemStatement: 'Parents of toddlers run out of new stories by the third night.' }, true],
    ['pupils in the solution', { solutionApproach: 'Reading games that pupils play at home after school.' }, true],
    ['under-13s', { description: 'A safe messenger for under-13s and their families.' }, true],
    ['individual consumers with their babies', { targetMarket: 'Individual Consumers', description: 'A sleep tracker for babies.' }, true],
    ['no target market chosen', { targetMarket: null, description: 'Maths practice for children.' }, true],
    ['school students of classes 9-12', { ideaTitle: 'PadhaiPal – spoken English coaching for Class 9-12 students' }, true],
    ['teenagers', { description: 'A budgeting app for teenagers and their first bank card.' }, true],
    ['older parents watched over by their adult children', { description: 'A sleep sensor for older adults living alone; adult children worry about parents in the countryside.' }, false],
    ['a school tool sold to businesses', { targetMarket: 'B2B (Business to Business)', description: 'Attendance tracking for schools and their pupils.' }, false],
    ['an SMB tool that mentions children', { targetMarket: 'SMB (Small-Medium Business)', description: 'Rota planning for nurseries caring for children.' }, false],
    ['an adult consumer app', { description: 'Budgeting for couples who share a flat.' }, false],
    ['a word that only contains child', { description: 'Childcare costs tracked for working adults.' }, false],
  ])('%s: %s', (_label, change, expected) => {
    expect(forChildren(idea(change))).toBe(expected);
  });
});
