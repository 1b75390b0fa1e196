import { cardFeatures, checklistState, CODE_GENERATORS, LAUNCH_CHECKLIST_IDS, MVP_TEMPLATES, mvpBuildState } from './mvp-builder-api';

describe('MVP builder fixtures', () => {
  it('has six templates, four code generators of the four categories and eight checklist items', () => {
    expect(MVP_TEMPLATES).toHaveLength(6);
    expect(new Set(MVP_TEMPLATES.map((template) => template.type)).size).toBe(6);
    expect(CODE_GENERATORS.map((item) => item.category)).toEqual(['frontend', 'backend', 'ai', 'mobile']);
    expect(LAUNCH_CHECKLIST_IDS).toHaveLength(8);
  });
});

describe('cardFeatures', () => {
  it("shows the first 3 features and '+N more'", () => {
    expect(cardFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2 more' });
    expect(cardFeatures(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
  });
});

describe('checklistState', () => {
  it('keeps known items in checklist order and counts the percent', () => {
    expect(checklistState(['tests-passing', 'code-downloaded', 'nonsense'])).toEqual({ done: ['code-downloaded', 'tests-passing'], percent: 25, canLaunch: false });
    expect(checklistState([])).toEqual({ done: [], percent: 0, canLaunch: false });
  });

  it('allows Launch MVP only with all eight items ticked', () => {
    expect(checklistState(LAUNCH_CHECKLIST_IDS.slice(0, 7)).canLaunch).toBe(false);
    expect(checklistState(LAUNCH_CHECKLIST_IDS.slice(0, 7)).percent).toBe(88);
    expect(checklistState([...LAUNCH_CHECKLIST_IDS])).toEqual({ done: [...LAUNCH_CHECKLIST_IDS], percent: 100, canLaunch: true });
  });
});

describe('mvpBuildState', () => {
  it('is idle before the press', () => {
    expect(mvpBuildState(null, 99_999)).toEqual({ phase: 'idle', stage: 0, progress: 0 });
  });

  it('moves one stage every 2 s, progress = stage/8 x 100', () => {
    expect(mvpBuildState(1000, 1000)).toEqual({ phase: 'building', stage: 0, progress: 0 });
    expect(mvpBuildState(1000, 2999)).toEqual({ phase: 'building', stage: 0, progress: 0 });
    expect(mvpBuildState(1000, 3000)).toEqual({ phase: 'building', stage: 1, progress: 12.5 });
    expect(mvpBuildState(1000, 9000)).toEqual({ phase: 'building', stage: 4, progress: 50 });
    expect(mvpBuildState(1000, 16_999)).toEqual({ phase: 'building', stage: 7, progress: 87.5 });
  });

  it('is complete at 16 s and stays there', () => {
    expect(mvpBuildState(1000, 17_000)).toEqual({ phase: 'complete', stage: 8, progress: 100 });
    expect(mvpBuildState(1000, 100_000)).toEqual({ phase: 'complete', stage: 8, progress: 100 });
  });
});
