import { timelineAt, timelineDuration } from '../generation/generating-timeline';
import { researchPhase, RESEARCH_TIMELINE } from './research-run';

describe('the market research run', () => {
  it('shows six stages of 1500 ms', () => {
    expect(RESEARCH_TIMELINE.steps).toHaveLength(6);
    expect(timelineDuration(RESEARCH_TIMELINE)).toBe(9000);
    expect(timelineAt(RESEARCH_TIMELINE, 1499).current).toBe(0);
    expect(timelineAt(RESEARCH_TIMELINE, 1500).current).toBe(1);
    expect(timelineAt(RESEARCH_TIMELINE, 9000).done).toBe(true);
  });

  it('goes from not started to generating to shown, and generates until both the stages and the call are done', () => {
    expect(researchPhase({ hasResearch: false, stagesRunning: false, callPending: false })).toBe('not-started');
    expect(researchPhase({ hasResearch: false, stagesRunning: true, callPending: true })).toBe('generating');
    expect(researchPhase({ hasResearch: true, stagesRunning: true, callPending: false })).toBe('generating');
    expect(researchPhase({ hasResearch: true, stagesRunning: false, callPending: true })).toBe('generating');
    expect(researchPhase({ hasResearch: true, stagesRunning: false, callPending: false })).toBe('shown');
  });
});
