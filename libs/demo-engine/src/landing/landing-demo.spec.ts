import { systemClock } from '../clock';
import { LANDING_AGENTS } from './landing-content';
import { initialLandingDemo, landingDemoAt, pressLandingStart, type LandingDemoView } from './landing-demo';

const PRESSED_AT = 1_000_000;
const STARTED_AT = PRESSED_AT + 500;
const pressed = pressLandingStart(initialLandingDemo, PRESSED_AT);
/** The view `ms` after the demo started (500 ms after the press). */
const afterStart = (ms: number): LandingDemoView => landingDemoAt(pressed, STARTED_AT + ms);
const statusOf = (view: LandingDemoView) => Object.fromEntries(view.agents.map((agent) => [agent.id, agent.status]));

describe('landing demo before the press', () => {
  const view = landingDemoAt(initialLandingDemo, PRESSED_AT);

  it('shows six idle agents and an enabled start button', () => {
    expect(view.phase).toBe('ready');
    expect(view.agents.map((agent) => [agent.name, agent.estimatedTime, agent.status, agent.progress])).toEqual([
      ['Visionary Agent', '45s', 'idle', 0],
      ['Market Research Agent', '2m', 'idle', 0],
      ['Business Strategist Agent', '90s', 'idle', 0],
      ['Financial Modeling Agent', '2m', 'idle', 0],
      ['Pitch Deck Designer Agent', '75s', 'idle', 0],
      ['Document Generator Agent', '90s', 'idle', 0],
    ]);
    expect(view.startButton).toEqual({ label: 'Start AI Agent Demo', disabled: false });
    expect(view.counter).toBe('0/6 Complete');
    expect(view.overallProgress).toBe(0);
    expect(view.outputs).toEqual([]);
    expect(view.handoffs).toEqual([]);
    expect(view.summaryVisible).toBe(false);
  });
});

describe('landing demo start', () => {
  it('disables the button and reads Demo Running... from the press', () => {
    expect(landingDemoAt(pressed, PRESSED_AT).startButton).toEqual({ label: 'Demo Running...', disabled: true });
  });

  it('keeps every agent idle at 0 for the 500 ms after the press', () => {
    const view = landingDemoAt(pressed, PRESSED_AT + 499);
    expect(view.phase).toBe('starting');
    expect(view.agents.every((agent) => agent.status === 'idle' && agent.progress === 0)).toBe(true);
    expect(view.overallProgress).toBe(0);
  });

  it('starts the visionary 500 ms after the press, the others waiting for their hand-off', () => {
    const view = afterStart(0);
    expect(view.phase).toBe('running');
    expect(view.agents[0]).toMatchObject({ status: 'working', progress: 0, currentTask: 'Defining the problem and the target customer...' });
    expect(view.agents.slice(1).every((agent) => agent.status === 'idle' && agent.currentTask === 'Waiting for hand-off')).toBe(true);
  });

  it('ignores a second press', () => {
    expect(pressLandingStart(pressed, PRESSED_AT + 30_000)).toBe(pressed);
  });
});

describe('landing agents complete one after another', () => {
  const completions: Array<[string, number, string, string | undefined]> = [
    ['visionary', 3000, 'Problem Definition', 'visionary-researcher'],
    ['researcher', 7500, 'Market Research', 'researcher-strategist'],
    ['strategist', 11000, 'Business Strategy', 'strategist-financial'],
    ['financial', 14500, 'Financial Model', 'financial-designer'],
    ['designer', 17000, 'Investor Pitch Deck', 'designer-documenter'],
    ['documenter', 19500, 'Business Plan', undefined],
  ];

  completions.forEach(([id, completesAt, outputTitle, handoff], index) => {
    it(`${id} is working at ${completesAt - 1} ms and complete at ${completesAt} ms after the start`, () => {
      const before = afterStart(completesAt - 1);
      const at = afterStart(completesAt);
      const agentBefore = before.agents[index];
      const agentAt = at.agents[index];

      expect(agentBefore.status).toBe('working');
      expect(agentBefore.progress).toBe(99);
      expect(agentBefore.currentTask).not.toBe('Analysis complete ✓');
      expect(agentAt).toMatchObject({ id, status: 'complete', progress: 100, currentTask: 'Analysis complete ✓' });

      expect(before.outputs.map((output) => output.title)).not.toContain(outputTitle);
      expect(at.outputs.map((output) => output.title)).toEqual(completions.slice(0, index + 1).map(([, , title]) => title));
      expect(before.counter).toBe(`${index}/6 Complete`);
      expect(at.counter).toBe(`${index + 1}/6 Complete`);
      if (handoff) {
        expect(before.handoffs).not.toContain(handoff);
        expect(at.handoffs).toContain(handoff);
      }
      expect(at.handoffs).toHaveLength(Math.min(index + 1, 5));
      if (index + 1 < completions.length) {
        expect(before.agents[index + 1].status).toBe('idle');
        expect(at.agents[index + 1]).toMatchObject({ status: 'working', progress: 0 });
      }
    });
  });

  it('counts the researcher from the start, not the press: not complete 7.4 s after the start, complete at 7.5 s', () => {
    expect(afterStart(7400).agents[1].status).toBe('working');
    expect(afterStart(7500).agents[1].status).toBe('complete');
    // From the press that is 7.9 s and 8.0 s.
    expect(landingDemoAt(pressed, PRESSED_AT + 7999).agents[1].status).toBe('working');
    expect(landingDemoAt(pressed, PRESSED_AT + 8000).agents[1].status).toBe('complete');
  });

  it('moves a working agent forward in proportion to its time', () => {
    // The researcher works from 3.0 s to 7.5 s: halfway at 5.25 s.
    expect(afterStart(5250).agents[1].progress).toBe(50);
  });

  it('marks the five hand-offs in order', () => {
    expect(afterStart(19_500).handoffs).toEqual([
      'visionary-researcher',
      'researcher-strategist',
      'strategist-financial',
      'financial-designer',
      'designer-documenter',
    ]);
  });

  it('has one output per agent with metrics', () => {
    const outputs = afterStart(19_500).outputs;
    expect(outputs.map((output) => output.agentId)).toEqual(LANDING_AGENTS.map((agent) => agent.id));
    expect(outputs.every((output) => output.metrics.length > 0 && output.content && output.preview)).toBe(true);
  });
});

describe('landing overall progress', () => {
  it('adds 2 every 200 ms', () => {
    expect(afterStart(199).overallProgress).toBe(0);
    expect(afterStart(200).overallProgress).toBe(2);
    expect(afterStart(399).overallProgress).toBe(2);
    expect(afterStart(400).overallProgress).toBe(4);
  });

  it('reaches 100 after 10 s, shows the summary then, and stays at 100', () => {
    expect(afterStart(9999)).toMatchObject({ overallProgress: 98, summaryVisible: false });
    expect(afterStart(10_000)).toMatchObject({ overallProgress: 100, summaryVisible: true });
    expect(afterStart(60_000).overallProgress).toBe(100);
  });
});

describe('landing demo end', () => {
  it('is running until the last agent completes, then finished with the start button still disabled', () => {
    expect(afterStart(19_499)).toMatchObject({ phase: 'running', startButton: { label: 'Demo Running...', disabled: true } });
    const view = afterStart(19_500);
    expect(view.phase).toBe('finished');
    expect(view.counter).toBe('6/6 Complete');
    expect(statusOf(view)).toEqual({
      visionary: 'complete',
      researcher: 'complete',
      strategist: 'complete',
      financial: 'complete',
      designer: 'complete',
      documenter: 'complete',
    });
    expect(view.startButton).toEqual({ label: 'Start AI Agent Demo', disabled: true });
  });
});

describe('landing demo on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: PRESSED_AT }));
  afterEach(() => jest.useRealTimers());

  it('completes the researcher 8.0 s after the press (7.5 s after the start), not a tick earlier', () => {
    const state = pressLandingStart(initialLandingDemo, systemClock.now());
    jest.advanceTimersByTime(7999);
    expect(landingDemoAt(state, systemClock.now()).agents[1].status).toBe('working');
    jest.advanceTimersByTime(1);
    expect(landingDemoAt(state, systemClock.now()).agents[1]).toMatchObject({ status: 'complete', currentTask: 'Analysis complete ✓' });
  });
});
