import { PITCH_SLIDES, PLAN_SECTIONS } from '@founder/contracts';
import { systemClock } from '../clock';
import { JOURNEY_STEPS, formatMillions, formatMillionsOfDollars } from './journey-content';
import {
  closePitchFullScreen,
  continueJourney,
  journeyAt,
  openJourneyStep,
  openPitchFullScreen,
  startJourney,
  type JourneyState,
} from './journey-demo';

const LOADED_AT = 5_000_000;
const statuses = (state: JourneyState, now: number) => journeyAt(state, now).steps.map((step) => step.status);

/** Walks the journey, pressing Continue the moment each step completes, up to step `index`; returns the state and when it started. */
function reach(index: number): { state: JourneyState; at: number } {
  let state = startJourney(LOADED_AT);
  let at = LOADED_AT;
  for (let step = 0; step < index; step++) {
    at += JOURNEY_STEPS[step].duration * 1000;
    state = continueJourney(state, at);
  }
  return { state, at };
}

describe('journey steps', () => {
  it('are the six steps of the spec with their durations', () => {
    expect(JOURNEY_STEPS.map((step) => [step.id, step.duration])).toEqual([
      ['submission', 7],
      ['enhancement', 7],
      ['analysis', 7],
      ['business-plan', 60],
      ['pitch-deck', 7],
      ['financial', 30],
    ]);
  });
});

describe('journey sample data agrees with what the product makes', () => {
  const content = <Id extends (typeof JOURNEY_STEPS)[number]['id']>(id: Id) => JOURNEY_STEPS.find((step) => step.id === id)?.content;

  it('the deck has 10 slides, in its figures, badges and alert', () => {
    const deck = content('pitch-deck') as { slides: number; deckBadges: readonly string[]; presentationAlert: string };
    expect(PITCH_SLIDES).toHaveLength(10);
    expect(deck.slides).toBe(PITCH_SLIDES.length);
    expect(deck.deckBadges).toContain('10 slides');
    expect(deck.presentationAlert).toBe('The presentation would start here, showing all 10 slides full screen.');
  });

  it('the plan has 12 sections', () => {
    const plan = content('business-plan') as { sections: number; loadingText: string };
    expect(plan.sections).toBe(PLAN_SECTIONS.length);
    expect(plan.loadingText).toContain(`Drafting ${PLAN_SECTIONS.length} sections`);
  });
});

describe('journey on load', () => {
  it('runs step 0 at once; only step 0 can be opened', () => {
    const view = journeyAt(startJourney(LOADED_AT), LOADED_AT);
    expect(view.steps.map((step) => step.status)).toEqual(['loading', 'idle', 'idle', 'idle', 'idle', 'idle']);
    expect(view.steps.map((step) => step.canOpen)).toEqual([true, false, false, false, false, false]);
    expect(view).toMatchObject({ currentStep: 0, viewedStep: 0, overallPercent: 0, canContinue: false, running: true });
  });
});

describe('each step completes after its duration', () => {
  JOURNEY_STEPS.forEach((step, index) => {
    it(`${step.id} is loading at ${step.duration * 1000 - 1} ms and completed at ${step.duration * 1000} ms`, () => {
      const { state, at } = reach(index);
      expect(journeyAt(state, at).steps[index]).toMatchObject({ status: 'loading', progress: 0 });
      const before = journeyAt(state, at + step.duration * 1000 - 1);
      const done = journeyAt(state, at + step.duration * 1000);
      expect(before.steps[index].status).toBe('loading');
      expect(before.steps[index].progress).toBeLessThan(100);
      expect(before.canContinue).toBe(false);
      expect(done.steps[index]).toMatchObject({ status: 'completed', progress: 100 });
      expect(done.canContinue).toBe(index < 5);
    });
  });

  it('moves a loading step forward in proportion to its time', () => {
    const { state, at } = reach(3);
    expect(journeyAt(state, at + 15_000).steps[3].progress).toBe(25);
  });
});

describe('Continue to Next Step', () => {
  it('does nothing while the current step is loading', () => {
    const state = startJourney(LOADED_AT);
    expect(continueJourney(state, LOADED_AT + 6999)).toBe(state);
  });

  it('moves on to the next step, opens it and starts it', () => {
    const state = continueJourney(startJourney(LOADED_AT), LOADED_AT + 7000);
    expect(state).toMatchObject({ currentStep: 1, viewedStep: 1 });
    expect(statuses(state, LOADED_AT + 7000)).toEqual(['completed', 'loading', 'idle', 'idle', 'idle', 'idle']);
  });

  it('does not restart a step that has already run', () => {
    const state: JourneyState = { currentStep: 0, viewedStep: 0, startedAt: [0, 0, null, null, null, null], fullScreen: false };
    expect(continueJourney(state, 7000).startedAt).toEqual([0, 0, null, null, null, null]);
  });

  it('is not offered on the last step', () => {
    const { state, at } = reach(5);
    const end = at + 30_000;
    expect(journeyAt(state, end).canContinue).toBe(false);
    expect(continueJourney(state, end)).toBe(state);
  });
});

describe('opening steps from the step list', () => {
  it('refuses a step after the current one that is not complete', () => {
    const state = startJourney(LOADED_AT);
    expect(openJourneyStep(state, 1, LOADED_AT + 7000)).toBe(state);
  });

  it('opens an earlier step without stopping the running one', () => {
    const { state, at } = reach(2);
    const back = openJourneyStep(state, 0, at + 1000);
    expect(back).toMatchObject({ currentStep: 2, viewedStep: 0 });
    const view = journeyAt(back, at + 1000);
    expect(view.steps.map((step) => step.canOpen)).toEqual([true, true, true, false, false, false]);
    expect(view.steps[2].status).toBe('loading');
    expect(openJourneyStep(back, 2, at + 2000).viewedStep).toBe(2);
    expect(openJourneyStep(back, 3, at + 2000)).toBe(back);
  });

  it('offers Continue from the current step even while an earlier step is open', () => {
    const { state, at } = reach(1);
    const back = openJourneyStep(state, 0, at + 7000);
    expect(journeyAt(back, at + 7000).canContinue).toBe(true);
    expect(continueJourney(back, at + 7000)).toMatchObject({ currentStep: 2, viewedStep: 2 });
  });
});

describe('overall percent', () => {
  it('is (completed count * 100 + current step progress) / 6', () => {
    const { state, at } = reach(2);
    // Steps 0 and 1 complete, step 2 halfway through its 7 s.
    expect(journeyAt(state, at + 3500).overallPercent).toBeCloseTo(250 / 6, 10);
  });

  it('counts a completed current step once', () => {
    expect(journeyAt(startJourney(LOADED_AT), LOADED_AT + 7000).overallPercent).toBeCloseTo(100 / 6, 10);
  });

  // Issue 29 item 12: the header said '100% Complete' while step 6 was at 97%.
  it('reads 100 as a whole percent only once the last step is complete', () => {
    const { state, at } = reach(5);
    const almost = journeyAt(state, at + 0.97 * JOURNEY_STEPS[5].duration * 1000);
    expect(almost.steps[5].progress).toBeCloseTo(97, 5);
    expect(almost.overallWholePercent).toBe(99);
    expect(journeyAt(state, at + 30_000).overallWholePercent).toBe(100);
    // Elsewhere it is the rounded percent: 100 / 6 reads 17.
    expect(journeyAt(startJourney(LOADED_AT), LOADED_AT + 7000).overallWholePercent).toBe(17);
    expect(journeyAt(startJourney(LOADED_AT), LOADED_AT).overallWholePercent).toBe(0);
  });

  it('ends at exactly 100', () => {
    const { state, at } = reach(5);
    expect(journeyAt(state, at + 29_999).overallPercent).toBeLessThan(100);
    const end = journeyAt(state, at + 30_000);
    expect(end.overallPercent).toBe(100);
    expect(end.running).toBe(false);
  });
});

describe('full-screen pitch view', () => {
  it('opens only on the pitch-deck step once it is complete', () => {
    const { state, at } = reach(4);
    expect(openPitchFullScreen(state, at + 6999)).toBe(state);
    const open = openPitchFullScreen(state, at + 7000);
    expect(journeyAt(open, at + 7000).fullScreen).toBe(true);
    expect(closePitchFullScreen(open).fullScreen).toBe(false);
    expect(openPitchFullScreen(openJourneyStep(state, 3, at + 7000), at + 7000).fullScreen).toBe(false);
  });

  it('closes when another step is opened or the journey continues', () => {
    const { state, at } = reach(4);
    const open = openPitchFullScreen(state, at + 7000);
    expect(openJourneyStep(open, 2, at + 7000).fullScreen).toBe(false);
    expect(continueJourney(open, at + 7000).fullScreen).toBe(false);
  });
});

describe('financial formats', () => {
  it('shows year5Revenue in millions of dollars with no decimals', () => {
    expect(formatMillionsOfDollars(45_000_000)).toBe('$45M');
    expect(formatMillionsOfDollars(45_600_000)).toBe('$46M');
  });

  it('shows year5Users in millions with one decimal', () => {
    expect(formatMillions(2_400_000)).toBe('2.4M');
    expect(formatMillions(1_000_000)).toBe('1.0M');
  });
});

describe('journey on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: LOADED_AT }));
  afterEach(() => jest.useRealTimers());

  it('completes step 0 after 7 s and the 60 s business plan after 60 s', () => {
    let state = startJourney(systemClock.now());
    jest.advanceTimersByTime(6999);
    expect(journeyAt(state, systemClock.now()).canContinue).toBe(false);
    jest.advanceTimersByTime(1);
    expect(journeyAt(state, systemClock.now()).canContinue).toBe(true);
    for (let step = 1; step <= 3; step++) {
      state = continueJourney(state, systemClock.now());
      jest.advanceTimersByTime(JOURNEY_STEPS[step].duration * 1000 - 1);
      expect(journeyAt(state, systemClock.now()).steps[step].status).toBe('loading');
      jest.advanceTimersByTime(1);
      expect(journeyAt(state, systemClock.now()).steps[step].status).toBe('completed');
    }
  });
});
