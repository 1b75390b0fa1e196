import { PLATFORM_ROUTES, type ProgressStep } from '@founder/contracts';
import type { IconName } from '@founder/ui';

export interface PlatformStep {
  /** The sidebar id of the spec (section 2): which step a sidebar entry opens. */
  sidebarId: string;
  title: string;
  path: string;
  icon: IconName;
  /** The workflowProgress step whose percent this step shows, if any. */
  progress?: ProgressStep;
}

/** The ten main steps, in order (spec section 2), with the sidebar id mapping of the spec. */
export const PLATFORM_STEPS: readonly PlatformStep[] = [
  { sidebarId: 'profile', title: 'Company Setup', path: PLATFORM_ROUTES.companySetup, icon: 'users', progress: 'setup' },
  { sidebarId: 'modules', title: 'Business Strategy', path: PLATFORM_ROUTES.businessStrategy, icon: 'target', progress: 'strategy' },
  { sidebarId: 'product', title: 'Product Development', path: PLATFORM_ROUTES.productDevelopment, icon: 'cpu', progress: 'product' },
  { sidebarId: 'financial', title: 'Financial Planning', path: PLATFORM_ROUTES.financialPlanning, icon: 'chart', progress: 'financial' },
  { sidebarId: 'marketing', title: 'Marketing Strategy', path: PLATFORM_ROUTES.marketingStrategy, icon: 'send', progress: 'marketing' },
  { sidebarId: 'legal', title: 'Legal Foundation', path: PLATFORM_ROUTES.legalFoundation, icon: 'shield', progress: 'legal' },
  { sidebarId: 'pitch-builder', title: 'Pitch Builder', path: PLATFORM_ROUTES.pitchBuilder, icon: 'presentation' },
  { sidebarId: 'mvp-builder', title: 'AI Website Builder', path: PLATFORM_ROUTES.websiteBuilder, icon: 'grid' },
  { sidebarId: 'funding', title: 'Funding & Investment', path: PLATFORM_ROUTES.funding, icon: 'coins' },
  { sidebarId: 'launch', title: 'Launch & Scale', path: PLATFORM_ROUTES.launchAndScale, icon: 'trendUp', progress: 'launch' },
];

/** The company's activity feed: a page of this area alone, so the path is not in PLATFORM_ROUTES (libs/contracts). */
export const ACTIVITY_PATH = `${PLATFORM_ROUTES.root}/activity`;

/** The modules dashboard and the extra tools; the sidebar search does not filter them. */
export const PLATFORM_EXTRAS: readonly PlatformStep[] = [
  { sidebarId: 'modules', title: 'Business Modules', path: PLATFORM_ROUTES.modules, icon: 'list' },
  { sidebarId: 'data-room', title: 'Data Room', path: PLATFORM_ROUTES.dataRoom, icon: 'database' },
  { sidebarId: 'events', title: 'Events & Networking', path: PLATFORM_ROUTES.events, icon: 'link' },
  { sidebarId: 'team', title: 'Team & Partners', path: PLATFORM_ROUTES.teamAndPartners, icon: 'users' },
  { sidebarId: 'activity', title: 'Activity', path: ACTIVITY_PATH, icon: 'clock' },
  { sidebarId: 'settings', title: 'Settings', path: PLATFORM_ROUTES.settings, icon: 'edit' },
  { sidebarId: 'mvp-builder', title: 'MVP Builder', path: PLATFORM_ROUTES.mvpBuilder, icon: 'bolt' },
];

/** The ten steps whose name contains the query, case-insensitively (spec section 5). */
export function filterSteps(query: string): PlatformStep[] {
  const needle = query.trim().toLowerCase();
  return PLATFORM_STEPS.filter((step) => step.title.toLowerCase().includes(needle));
}

/** The header's title for a path: the step or tool it belongs to. */
export function stepTitleOf(pathname: string): string {
  const all = [...PLATFORM_STEPS, ...PLATFORM_EXTRAS];
  return all.find((step) => pathname === step.path || pathname.startsWith(`${step.path}/`))?.title ?? 'Platform Workspace';
}

/** Sidebar widths (spec section 2). */
export const SIDEBAR_WIDTH = { collapsed: 64, expanded: 256 } as const;
