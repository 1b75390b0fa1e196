import { HIGH_MATCH_POINTS_SHORT, STORED_COUNT_FILTERS, storedCountKey } from './score-counts';

describe('storedCountKey', () => {
  it('answers the whole list and a single stage or type from the stored counts', () => {
    expect(storedCountKey({})).toBe('all');
    expect(storedCountKey({ stage: 'Seed' })).toBe('stage:Seed');
    expect(storedCountKey({ type: 'Angel' })).toBe('type:Angel');
  });

  it('counts searches, saved and pipeline lists, and a stage with a type', () => {
    expect(storedCountKey({ search: 'fintech' })).toBeNull();
    expect(storedCountKey({ only: 'saved' })).toBeNull();
    expect(storedCountKey({ only: 'pipeline', stage: 'Seed' })).toBeNull();
    expect(storedCountKey({ stage: 'Seed', type: 'VC' })).toBeNull();
  });

  it('stores a count for every key it can answer', () => {
    expect(STORED_COUNT_FILTERS.map((filter) => filter.key)).toEqual([
      'all',
      'stage:Pre-Seed',
      'stage:Seed',
      'stage:Series A',
      'stage:Series B',
      'type:VC',
      'type:Angel',
      'type:Corporate',
      'type:Fund',
    ]);
    expect(HIGH_MATCH_POINTS_SHORT).toBe(10);
  });
});
