import type { WorkflowProgress, WorkKind } from '@founder/contracts';

export type FrameworkDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type FrameworkStatus = 'available' | 'in-progress' | 'completed' | 'pending';

/** A framework item (spec section 3); `work` is the piece of the workspace that applies it. */
export interface Framework {
  name: string;
  description: string;
  difficulty: FrameworkDifficulty;
  work?: WorkKind;
}

export const YC_FRAMEWORKS: readonly Framework[] = [
  { name: 'Make something people want', description: 'Talk to users until you can name the problem in their words.', difficulty: 'beginner', work: 'business-strategy' },
  { name: 'Strategy canvas', description: 'Customer, problem, value, channels and revenue on one page.', difficulty: 'beginner', work: 'strategy-canvas' },
  { name: 'Do things that do not scale', description: 'Recruit the first users by hand and serve them personally.', difficulty: 'intermediate', work: 'campaign-plan' },
  { name: 'Default alive', description: 'Check that revenue growth reaches profit before the money runs out.', difficulty: 'advanced', work: 'budget-plan' },
];

export const MVP_FRAMEWORKS: readonly Framework[] = [
  { name: 'Build-measure-learn', description: 'Ship the smallest thing that tests the riskiest assumption.', difficulty: 'beginner', work: 'development-roadmap' },
  { name: 'Jobs to be done', description: 'Specify the one job customers hire the product for.', difficulty: 'intermediate', work: 'product-development' },
  { name: 'Concierge MVP', description: 'Deliver the service by hand before automating it.', difficulty: 'beginner' },
];

export const FINANCIAL_MODELS: readonly Framework[] = [
  { name: 'Five-year projection', description: 'Revenue, expenses and profit per year from your price point and customers.', difficulty: 'intermediate', work: 'financial-modeling' },
  { name: 'Use of funds', description: 'How a raise splits across product, marketing, team and operations.', difficulty: 'beginner', work: 'budget-plan' },
  { name: 'Unit economics', description: 'Customer acquisition cost, lifetime value and payback.', difficulty: 'advanced' },
];

/** Completed once the workspace holds the piece that applies it; in progress while its module is started. */
export function frameworkStatus(framework: Framework, progress: WorkflowProgress): FrameworkStatus {
  if (!framework.work) return 'available';
  const module = progress.modules[framework.work as keyof WorkflowProgress['modules']];
  if (module) return module.started && module.tasksDone.length === 3 ? 'completed' : 'in-progress';
  return progress.work[framework.work] ? 'completed' : 'available';
}
