import {
  ADVANCED_INSIGHTS,
  AUTONOMOUS_RESULTS,
  AUTONOMOUS_TASKS,
  PARTIAL_INSIGHTS,
  type AutonomousCategory,
  type AutonomousInsight,
  type AutonomousResult,
  type AutonomousTask,
} from './autonomous-content';

/**
 * The autonomous run (spec sections 4 and 9) as a pure function of the time since it started.
 * Tasks run in order; each one's progress moves every 100 ms from 0 to 100 over its duration; the
 * next starts 1 s after one completes; the run is complete the moment the last task completes.
 */
export const AUTONOMOUS_TICK_MS = 100;
export const AUTONOMOUS_PAUSE_MS = 1000;
/** A partial insight is stored when a task's progress is above this. */
export const PARTIAL_INSIGHT_ABOVE = 30;
/** An advanced insight is stored when a task's progress is above this. */
export const ADVANCED_INSIGHT_ABOVE = 70;

export type AutonomousTaskStatus = 'pending' | 'in-progress' | 'completed';

export interface AutonomousTaskView extends AutonomousTask {
  status: AutonomousTaskStatus;
  /** 0-100, moved once per 100 ms tick; round it to display. */
  progress: number;
}

export interface StoredInsight extends AutonomousInsight {
  category: AutonomousCategory;
  level: 'partial' | 'advanced';
}

export interface AutonomousRunView {
  tasks: AutonomousTaskView[];
  /** The task in progress; null in a pause, before the start and after the end. */
  currentTask: AutonomousTaskView | null;
  /** In the order they were stored. */
  insights: StoredInsight[];
  results: Partial<Record<AutonomousCategory, AutonomousResult>>;
  completedCount: number;
  complete: boolean;
}

/** When each task starts, in ms after the run starts. */
export const AUTONOMOUS_TASK_STARTS_AT_MS: readonly number[] = AUTONOMOUS_TASKS.map((_, index) =>
  AUTONOMOUS_TASKS.slice(0, index).reduce((sum, task) => sum + task.duration * 1000 + AUTONOMOUS_PAUSE_MS, 0),
);

function taskAt(task: AutonomousTask, startsAt: number, sinceStart: number): AutonomousTaskView {
  if (sinceStart < startsAt) return { ...task, status: 'pending', progress: 0 };
  const ticks = Math.floor((sinceStart - startsAt) / AUTONOMOUS_TICK_MS);
  const progress = Math.min(100, (ticks * AUTONOMOUS_TICK_MS * 100) / (task.duration * 1000));
  return { ...task, status: progress === 100 ? 'completed' : 'in-progress', progress };
}

export function autonomousRunAt(startedAt: number, now: number): AutonomousRunView {
  const tasks = AUTONOMOUS_TASKS.map((task, index) => taskAt(task, AUTONOMOUS_TASK_STARTS_AT_MS[index], now - startedAt));
  const insights: StoredInsight[] = [];
  const results: Partial<Record<AutonomousCategory, AutonomousResult>> = {};
  for (const task of tasks) {
    if (task.progress > PARTIAL_INSIGHT_ABOVE) insights.push({ ...PARTIAL_INSIGHTS[task.category], category: task.category, level: 'partial' });
    if (task.progress > ADVANCED_INSIGHT_ABOVE) insights.push({ ...ADVANCED_INSIGHTS[task.category], category: task.category, level: 'advanced' });
    if (task.status === 'completed') results[task.category] = AUTONOMOUS_RESULTS[task.category];
  }
  const completedCount = tasks.filter((task) => task.status === 'completed').length;
  return {
    tasks,
    currentTask: tasks.find((task) => task.status === 'in-progress') ?? null,
    insights,
    results,
    completedCount,
    complete: completedCount === tasks.length,
  };
}
