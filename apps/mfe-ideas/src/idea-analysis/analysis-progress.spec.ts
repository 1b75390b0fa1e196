import { advanceAnalysis, ANALYSIS_COMPLETE, ANALYSIS_STARTED, ANALYSIS_TICK_MS, litStages, type AnalysisProgress } from './analysis-progress';

describe('the analyzing animation', () => {
  it('ticks every 0.5 s and rises by random() * 15', () => {
    expect(ANALYSIS_TICK_MS).toBe(500);
    expect(advanceAnalysis(ANALYSIS_STARTED, () => 0.5)).toEqual({ phase: 'analyzing', progress: 7.5 });
    expect(advanceAnalysis({ phase: 'analyzing', progress: 40 }, () => 0.99)).toEqual({ phase: 'analyzing', progress: 40 + 0.99 * 15 });
  });

  it('rises at least 1 per tick, so it always ends', () => {
    expect(advanceAnalysis(ANALYSIS_STARTED, () => 0)).toEqual({ phase: 'analyzing', progress: 1 });
    let state: AnalysisProgress = ANALYSIS_STARTED;
    let ticks = 0;
    while (state.phase === 'analyzing') {
      state = advanceAnalysis(state, () => 0);
      ticks += 1;
    }
    expect(ticks).toBe(100);
  });

  it('is complete at 100, capped, and stays complete', () => {
    expect(advanceAnalysis({ phase: 'analyzing', progress: 95 }, () => 0.9)).toEqual(ANALYSIS_COMPLETE);
    expect(advanceAnalysis({ phase: 'analyzing', progress: 85 }, () => 1)).toEqual({ phase: 'complete', progress: 100 });
    expect(advanceAnalysis(ANALYSIS_COMPLETE, () => 0.5)).toBe(ANALYSIS_COMPLETE);
  });

  it('lights each stage icon once the progress is above 25, 50, 75 and 95', () => {
    expect(litStages(0)).toEqual([false, false, false, false]);
    expect(litStages(25)).toEqual([false, false, false, false]);
    expect(litStages(25.5)).toEqual([true, false, false, false]);
    expect(litStages(50)).toEqual([true, false, false, false]);
    expect(litStages(76)).toEqual([true, true, true, false]);
    expect(litStages(95)).toEqual([true, true, true, false]);
    expect(litStages(100)).toEqual([true, true, true, true]);
  });
});
