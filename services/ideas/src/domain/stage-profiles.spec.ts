import { IDEA_STAGES } from '@founder/contracts';
import type { BusinessModel } from './business-model';
import type { ExistingFacts } from './stated-facts';
import { MILESTONES, stagePosition } from './stage-profiles';

const NOTHING: ExistingFacts = { pilots: null, users: null, revenue: null, launched: false, statement: null };
const MODELS = Object.keys(MILESTONES) as BusinessModel[];

describe('MILESTONES', () => {
  it.each(MODELS)('has the 12 phases for %s', (model) => {
    expect(MILESTONES[model]).toHaveLength(12);
    expect(MILESTONES[model][8]).toMatch(/next funding round$/);
  });

  it.each(MODELS.filter((model) => model !== 'software'))('gives %s none of the software steps', (model) => {
    expect(MILESTONES[model].join('\n')).not.toMatch(/private beta|public launch with pricing live|releases every two weeks/);
  });
});

describe('stagePosition', () => {
  it.each([
    ['Idea Stage', NOTHING, 'customer discovery on both sides: at least 15 interviews with buyers and 15 with sellers'],
    ['MVP Development', NOTHING, 'a first version of the marketplace with listings, search and payments'],
    ['Beta Testing', NOTHING, 'a launch in one city or category with enough sellers that buyers find what they search for'],
    ['Idea Stage', { ...NOTHING, pilots: 'Pilots run in Leeds.' }, 'the first completed transactions and a measured repeat rate'],
    ['Concept Development', { ...NOTHING, users: { count: 40, unit: 'user', text: '40 active users', when: 'now', month: null } }, 'the first completed transactions and a measured repeat rate'],
    ['MVP Development', { ...NOTHING, launched: true }, 'liquidity in the first city or category: most searches end in a transaction'],
    ['Launched', NOTHING, 'liquidity in the first city or category: most searches end in a transaction'],
  ] as const)('a marketplace at %s with %j starts at %p', (stage, existing, first) => {
    const position = stagePosition(stage, 'marketplace', existing);
    expect(position.nextFocus).toBe(first);
    expect(position.milestones[0]).toBe(first);
  });

  it('leaves at least 7 steps ahead for every model at every stage', () => {
    const short = MODELS.flatMap((model) => IDEA_STAGES.filter((stage) => stagePosition(stage, model, NOTHING).milestones.length < 7).map((stage) => `${model} at ${stage}`));
    expect(short).toEqual([]);
  });

  it("states today from the founder's words first", () => {
    expect(stagePosition('Beta Testing', 'hardware', { ...NOTHING, pilots: 'Pilots with three pharmacies have been running since March.' }).today).toBe(
      'pilots are running (in the founder\'s words, "Pilots with three pharmacies have been running since March")',
    );
    expect(stagePosition('Idea Stage', 'software', { ...NOTHING, users: { count: 1200, unit: 'household', text: '1,200 active households', when: 'now', month: null } }).today).toBe(
      'it already has 1,200 households ("1,200 active households")',
    );
  });

  it.each([
    ['hardware', 'Beta Testing', 'prototype units are being tested at customer sites'],
    ['services', 'Launched', 'the firm serves paying clients'],
    ['software', 'Beta Testing', 'a beta version is in the hands of test users'],
    ['usage', 'Idea Stage', 'the idea is defined and customer discovery is starting'],
  ] as const)('says what a %s business has at %s in its own words', (model, stage, today) => {
    expect(stagePosition(stage, model, NOTHING).today).toBe(today);
  });
});
