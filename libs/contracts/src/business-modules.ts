/**
 * The thirteen business modules, their dependencies (spec section 9), the workspace's AI tools, and
 * the pure rules both the workspace and the ideas service apply: unlocking, progress, delays.
 */
export const BUSINESS_MODULE_IDS = [
  'business-strategy',
  'marketing-intelligence',
  'legal-foundation',
  'pitch-deck',
  'roadmap-planning',
  'document-management',
  'funding-strategy',
  'financial-modeling',
  'product-development',
  'team-building',
  'market-expansion',
  'operations-scaling',
  'mvp-builder',
] as const;
export type BusinessModuleId = (typeof BUSINESS_MODULE_IDS)[number];

export type ModuleStatus = 'completed' | 'in-progress' | 'available' | 'locked';

export interface BusinessModule {
  id: BusinessModuleId;
  name: string;
  description: string;
  estimatedTime: string;
  dependencies: readonly BusinessModuleId[];
  aiFeatures: readonly string[];
  /** What completing the module takes; it is completed when every task is done. */
  tasks: readonly string[];
}

export const BUSINESS_MODULES: readonly BusinessModule[] = [
  {
    id: 'business-strategy', name: 'Business Strategy', estimatedTime: '2-3 hours', dependencies: [],
    description: 'Define the value proposition, the customer and the business model.',
    aiFeatures: ['Strategy canvas', 'Competitive positioning'],
    tasks: ['Write the value proposition', 'Name the primary customer segment', 'Choose the revenue model'],
  },
  {
    id: 'marketing-intelligence', name: 'Marketing Intelligence', estimatedTime: '2 hours', dependencies: ['business-strategy'],
    description: 'Size the market and learn where the customers are reached.',
    aiFeatures: ['Channel scoring', 'Persona drafts'],
    tasks: ['Estimate the reachable market', 'Draft two customer personas', 'Shortlist three acquisition channels'],
  },
  {
    id: 'legal-foundation', name: 'Legal Foundation', estimatedTime: '1-2 hours', dependencies: [],
    description: 'Entity, founder agreements, IP and the rules of your industry.',
    aiFeatures: ['Jurisdiction checklist', 'Agreement outlines'],
    tasks: ['Choose the legal entity', 'Sign the founder agreement', 'Assign IP to the company'],
  },
  {
    id: 'pitch-deck', name: 'Pitch Deck', estimatedTime: '3 hours', dependencies: ['business-strategy', 'marketing-intelligence'],
    description: 'Turn the strategy and the market into a ten-slide investor story.',
    aiFeatures: ['Slide drafting', 'Speaker notes'],
    tasks: ['Generate the deck', 'Rewrite the problem and solution slides', 'Rehearse with the speaker notes'],
  },
  {
    id: 'roadmap-planning', name: 'Roadmap Planning', estimatedTime: '2 hours', dependencies: [],
    description: 'Order what gets built, by what the customer needs first.',
    aiFeatures: ['Milestone planning'],
    tasks: ['List the must-have features', 'Set three milestones', 'Pick the first release date'],
  },
  {
    id: 'document-management', name: 'Document Management', estimatedTime: '1 hour', dependencies: ['legal-foundation'],
    description: 'Keep incorporation papers, agreements and policies in one place.',
    aiFeatures: ['Document index'],
    tasks: ['Collect the incorporation papers', 'File the signed agreements', 'Decide who may see what'],
  },
  {
    id: 'funding-strategy', name: 'Funding Strategy', estimatedTime: '2-3 hours', dependencies: ['pitch-deck', 'legal-foundation'],
    description: 'How much to raise, from whom, and on what terms.',
    aiFeatures: ['Raise sizing', 'Investor shortlist'],
    tasks: ['Set the amount and runway', 'Choose the instrument', 'Shortlist ten investors'],
  },
  {
    id: 'financial-modeling', name: 'Financial Modeling', estimatedTime: '3 hours', dependencies: [],
    description: 'A five-year model of revenue, costs and cash.',
    aiFeatures: ['Projection builder', 'Unit economics'],
    tasks: ['Set the price point', 'Project customers for five years', 'Check the break-even month'],
  },
  {
    id: 'product-development', name: 'Product Development', estimatedTime: '4 hours', dependencies: ['roadmap-planning'],
    description: 'Specify the first version and how it gets built.',
    aiFeatures: ['Spec writing', 'Stack advice'],
    tasks: ['Write the MVP specification', 'Choose the technology stack', 'Plan the first two sprints'],
  },
  {
    id: 'team-building', name: 'Team Building', estimatedTime: '2 hours', dependencies: ['funding-strategy'],
    description: 'The first hires the raise pays for.',
    aiFeatures: ['Role descriptions'],
    tasks: ['List the first three roles', 'Write the job descriptions', 'Set the equity pool'],
  },
  {
    id: 'market-expansion', name: 'Market Expansion', estimatedTime: '2 hours', dependencies: [],
    description: 'The next segment or region once the first one works.',
    aiFeatures: ['Market entry scoring'],
    tasks: ['Pick the next segment', 'Adapt the offer', 'Set the entry budget'],
  },
  {
    id: 'operations-scaling', name: 'Operations Scaling', estimatedTime: '2 hours', dependencies: ['team-building'],
    description: 'Processes and tools that hold when the team grows.',
    aiFeatures: ['Process mapping'],
    tasks: ['Map the core processes', 'Choose the operating tools', 'Set the weekly metrics review'],
  },
  {
    id: 'mvp-builder', name: 'MVP Builder', estimatedTime: '4-6 hours', dependencies: ['product-development'],
    description: 'Build and launch the first version.',
    aiFeatures: ['Template selection', 'Launch checklist'],
    tasks: ['Choose the MVP template', 'Build the first version', 'Run the launch checklist'],
  },
];

export function businessModule(id: BusinessModuleId): BusinessModule {
  const module = BUSINESS_MODULES.find((candidate) => candidate.id === id);
  if (!module) throw new Error(`Unknown business module ${id}`);
  return module;
}

/** What the founder did in one module: started it, and which tasks (by index) are done. */
export interface ModuleProgress {
  started: boolean;
  tasksDone: number[];
}

export type ModulesProgress = Partial<Record<BusinessModuleId, ModuleProgress>>;

function tasksCompleted(id: BusinessModuleId, modules: ModulesProgress): boolean {
  const done = new Set(modules[id]?.tasksDone ?? []);
  return businessModule(id).tasks.every((_task, index) => done.has(index));
}

/** The dependencies of a module that are not completed yet: what a locked module waits for. */
export function waitingFor(id: BusinessModuleId, modules: ModulesProgress): BusinessModuleId[] {
  return businessModule(id).dependencies.filter((dependency) => moduleStatus(dependency, modules) !== 'completed');
}

/**
 * Completed when every task is done; otherwise locked while a dependency is not completed;
 * otherwise in-progress once started, else available.
 */
export function moduleStatus(id: BusinessModuleId, modules: ModulesProgress): ModuleStatus {
  const locked = businessModule(id).dependencies.some((dependency) => moduleStatus(dependency, modules) !== 'completed');
  if (locked) return 'locked';
  if (tasksCompleted(id, modules)) return 'completed';
  return modules[id]?.started ? 'in-progress' : 'available';
}

/** Percent of a module's tasks done, rounded. */
export function moduleProgressPercent(id: BusinessModuleId, modules: ModulesProgress): number {
  const done = new Set(modules[id]?.tasksDone ?? []);
  const tasks = businessModule(id).tasks;
  return Math.round((tasks.filter((_task, index) => done.has(index)).length / tasks.length) * 100);
}

/** Overall progress of the modules: the rounded share of completed modules (spec section 4). */
export function modulesCompletedPercent(modules: ModulesProgress): number {
  const completed = BUSINESS_MODULE_IDS.filter((id) => moduleStatus(id, modules) === 'completed').length;
  return Math.round((completed / BUSINESS_MODULE_IDS.length) * 100);
}

/** The platform stands at 20% once onboarding is done (spec section 9). */
export const PLATFORM_ONBOARDED_PERCENT = 20;

/** The header's percent complete: 20 for onboarding, the other 80 by the share of completed modules. */
export function platformPercent(modules: ModulesProgress): number {
  return Math.round(PLATFORM_ONBOARDED_PERCENT + ((100 - PLATFORM_ONBOARDED_PERCENT) * modulesCompletedPercent(modules)) / 100);
}

/** The steps whose progress the AI tools raise, with their starting figures (spec section 9 gives setup, strategy and product). */
export const STEP_PROGRESS_START = {
  setup: 75,
  strategy: 45,
  product: 35,
  financial: 0,
  marketing: 0,
  legal: 0,
  launch: 0,
} as const;
export type ProgressStep = keyof typeof STEP_PROGRESS_START;
export type StepsProgress = Record<ProgressStep, number>;

/** Company Setup tells the founder to move on to step 2 from this percent (spec section 9). */
export const SETUP_MOVE_ON_PERCENT = 80;

/** Two kinds of button (spec sections 4 and 9): company setup tools and strategy-style modules. */
export type ToolKind = 'company' | 'strategy';

export const TOOL_TIMING: Readonly<Record<ToolKind, { delayMs: number; increment: number }>> = {
  company: { delayMs: 3000, increment: 10 },
  strategy: { delayMs: 4000, increment: 15 },
};

/** A step's progress after one tool run: up by the kind's increment, capped at 100. */
export function raisedProgress(current: number, kind: ToolKind): number {
  return Math.min(100, current + TOOL_TIMING[kind].increment);
}

/** A button is 'generating' (disabled, 'Generating...') from its press until the kind's delay has passed. */
export function toolButtonPhase(pressedAt: number | null, now: number, kind: ToolKind): 'idle' | 'generating' {
  return pressedAt !== null && now - pressedAt < TOOL_TIMING[kind].delayMs ? 'generating' : 'idle';
}

export const WORKSPACE_TOOL_IDS = [
  'company-profile',
  'team-plan',
  'strategy-canvas',
  'development-roadmap',
  'budget-plan',
  'channel-plan',
  'campaign-plan',
  'legal-checklist',
  'launch-plan',
] as const;
export type WorkspaceToolId = (typeof WORKSPACE_TOOL_IDS)[number];

export interface WorkspaceTool {
  id: WorkspaceToolId;
  name: string;
  description: string;
  step: ProgressStep;
  kind: ToolKind;
}

/** The AI tools of the steps; company setup's are 'company' tools, the others run like strategy modules. */
export const WORKSPACE_TOOLS: readonly WorkspaceTool[] = [
  { id: 'company-profile', step: 'setup', kind: 'company', name: 'AI Company Profile', description: 'A one-page profile of the company from your onboarding answers.' },
  { id: 'team-plan', step: 'setup', kind: 'company', name: 'AI Team Planner', description: 'The roles your team size and stage call for next.' },
  { id: 'strategy-canvas', step: 'strategy', kind: 'strategy', name: 'Strategy Canvas', description: 'Customer, problem, value proposition, channels and revenue on one canvas.' },
  { id: 'development-roadmap', step: 'product', kind: 'strategy', name: 'Development Roadmap', description: 'Milestones from where your stage is to a launched product.' },
  { id: 'budget-plan', step: 'financial', kind: 'strategy', name: 'Use of Funds Plan', description: 'How a first raise splits across product, marketing, team and operations.' },
  { id: 'channel-plan', step: 'marketing', kind: 'strategy', name: 'Channel Strategy', description: 'Marketing channels scored for your industry and stage.' },
  { id: 'campaign-plan', step: 'marketing', kind: 'strategy', name: 'Campaign Planner', description: 'A first twelve-week campaign built on the recommended channels.' },
  { id: 'legal-checklist', step: 'legal', kind: 'strategy', name: 'Legal Checklist', description: 'Entity, agreements and the rules of your industry and location.' },
  { id: 'launch-plan', step: 'launch', kind: 'strategy', name: 'Launch Plan', description: 'The launch sequence and the metrics to watch after it.' },
];

export function workspaceTool(id: WorkspaceToolId): WorkspaceTool {
  const tool = WORKSPACE_TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown workspace tool ${id}`);
  return tool;
}

/** A module's start button runs like a strategy module (4 s); its brief is the module's work. */
export const MODULE_START_KIND: ToolKind = 'strategy';
