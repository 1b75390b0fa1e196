import { LANDING_AGENTS, LANDING_OUTPUTS, type AgentOutput, type LandingAgent, type LandingAgentId } from './landing-content';

/**
 * The landing page's scripted demo (spec sections 4 and 9) as a pure function of time.
 *
 * Time origin: the press of 'Start AI Agent Demo' resets the agents and the demo starts 500 ms
 * later. Every other time of the spec (agents completing at 3.0, 7.5, 11, 14.5, 17 and 19.5 s,
 * overall progress +2 every 200 ms) counts from that start, not from the press: the researcher
 * completes 7.5 s after the start, 8.0 s after the press.
 */
export const LANDING_START_DELAY_MS = 500;

/** When each agent completes, in ms after the start. Each starts when the one before completes. */
export const LANDING_AGENT_COMPLETES_AT_MS: Readonly<Record<LandingAgentId, number>> = {
  visionary: 3000,
  researcher: 7500,
  strategist: 11000,
  financial: 14500,
  designer: 17000,
  documenter: 19500,
};

export const LANDING_PROGRESS_STEP = 2;
export const LANDING_PROGRESS_INTERVAL_MS = 200;
export const LANDING_COMPLETED_TASK = 'Analysis complete ✓';
export const LANDING_READY_TASK = 'Ready';
export const LANDING_WAITING_TASK = 'Waiting for hand-off';
export const LANDING_START_LABEL = 'Start AI Agent Demo';
export const LANDING_RUNNING_LABEL = 'Demo Running...';

/** A hand-off from one agent to the next, marked when the first one completes. */
export type LandingHandoff = `${LandingAgentId}-${LandingAgentId}`;
export const LANDING_HANDOFFS: readonly LandingHandoff[] = LANDING_AGENTS.slice(1).map(
  (agent, index) => `${LANDING_AGENTS[index].id}-${agent.id}` as LandingHandoff,
);

export interface LandingDemoState {
  /** When 'Start AI Agent Demo' was pressed; null until then. */
  readonly pressedAt: number | null;
}

export const initialLandingDemo: LandingDemoState = { pressedAt: null };

/** The demo runs once per visit: a second press changes nothing (the button stays disabled). */
export function pressLandingStart(state: LandingDemoState, now: number): LandingDemoState {
  return state.pressedAt === null ? { pressedAt: now } : state;
}

export type LandingAgentStatus = 'idle' | 'working' | 'complete';

export interface LandingAgentView extends LandingAgent {
  status: LandingAgentStatus;
  /** 0-100, whole numbers. */
  progress: number;
  currentTask: string;
}

/** ready: never pressed; starting: the 500 ms after the press; running; finished: every agent done. */
export type LandingDemoPhase = 'ready' | 'starting' | 'running' | 'finished';

export interface LandingDemoView {
  phase: LandingDemoPhase;
  agents: LandingAgentView[];
  /** Outputs of the agents that completed, in the order they completed. */
  outputs: AgentOutput[];
  handoffs: LandingHandoff[];
  /** 0-100, in steps of 2. */
  overallProgress: number;
  completedCount: number;
  /** 'n/6 Complete' */
  counter: string;
  summaryVisible: boolean;
  startButton: { label: string; disabled: boolean };
}

function agentAt(agent: LandingAgent, index: number, sinceStart: number | null): LandingAgentView {
  const completesAt = LANDING_AGENT_COMPLETES_AT_MS[agent.id];
  const startsAt = index === 0 ? 0 : LANDING_AGENT_COMPLETES_AT_MS[LANDING_AGENTS[index - 1].id];
  if (sinceStart === null) {
    return { ...agent, status: 'idle', progress: 0, currentTask: LANDING_READY_TASK };
  }
  if (sinceStart >= completesAt) {
    return { ...agent, status: 'complete', progress: 100, currentTask: LANDING_COMPLETED_TASK };
  }
  if (sinceStart >= startsAt) {
    const progress = Math.floor(((sinceStart - startsAt) / (completesAt - startsAt)) * 100);
    return { ...agent, status: 'working', progress, currentTask: agent.workingTask };
  }
  return { ...agent, status: 'idle', progress: 0, currentTask: LANDING_WAITING_TASK };
}

export function landingDemoAt(state: LandingDemoState, now: number): LandingDemoView {
  const sinceStart = state.pressedAt === null || now < state.pressedAt + LANDING_START_DELAY_MS ? null : now - state.pressedAt - LANDING_START_DELAY_MS;
  const agents = LANDING_AGENTS.map((agent, index) => agentAt(agent, index, sinceStart));
  const completed = agents.filter((agent) => agent.status === 'complete');
  const overallProgress =
    sinceStart === null ? 0 : Math.min(100, Math.floor(sinceStart / LANDING_PROGRESS_INTERVAL_MS) * LANDING_PROGRESS_STEP);
  const finished = completed.length === agents.length && overallProgress === 100;
  const phase: LandingDemoPhase =
    state.pressedAt === null ? 'ready' : sinceStart === null ? 'starting' : finished ? 'finished' : 'running';
  const running = phase === 'starting' || phase === 'running';

  return {
    phase,
    agents,
    outputs: LANDING_OUTPUTS.filter((output) => completed.some((agent) => agent.id === output.agentId)),
    handoffs: LANDING_HANDOFFS.filter((_, index) => agents[index].status === 'complete'),
    overallProgress,
    completedCount: completed.length,
    counter: `${completed.length}/${agents.length} Complete`,
    summaryVisible: overallProgress === 100,
    startButton: { label: running ? LANDING_RUNNING_LABEL : LANDING_START_LABEL, disabled: phase !== 'ready' },
  };
}
