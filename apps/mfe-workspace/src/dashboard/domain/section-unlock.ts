import { businessModule, moduleStatus, type BusinessModuleId, type IdeaSummary, type ModulesProgress, type ModuleStatus } from '@founder/contracts';
import type { DashboardSection, SectionCategory } from './dashboard-sections';

/**
 * The unlock rule the spec leaves open (section 6: other sections stay locked "until the startup
 * profile is completed"), decided per category from the server's completionPercentage:
 * - the profile is always open;
 * - core sections open at 80%, when the quick start and the six guided fields are done (what
 *   every core tool needs to say something true about the business);
 * - advanced sections and tools open at 100%, a completed profile.
 */
export const UNLOCK_THRESHOLDS: Record<SectionCategory, number> = { core: 80, advanced: 100, tools: 100 };

export const CORE_LOCKED_REASON = 'Finish the Guided Completion of your startup profile (80%) to unlock this section.';
export const FULL_PROFILE_LOCKED_REASON = 'Complete your startup profile (100%) to unlock this section.';

export interface SectionAccess {
  unlocked: boolean;
  /** Why a locked section is locked. */
  reason: string | null;
}

export function sectionAccess(section: Pick<DashboardSection, 'id' | 'category'>, completion: number): SectionAccess {
  if (section.id === 'profile' || completion >= UNLOCK_THRESHOLDS[section.category]) return { unlocked: true, reason: null };
  return { unlocked: false, reason: section.category === 'core' ? CORE_LOCKED_REASON : FULL_PROFILE_LOCKED_REASON };
}

/** The business module of the platform workspace that does each section's work (spec section 9). */
export const SECTION_MODULES: Partial<Record<DashboardSection['id'], BusinessModuleId>> = {
  'business-strategy': 'business-strategy',
  marketing: 'marketing-intelligence',
  legal: 'legal-foundation',
  roadmap: 'roadmap-planning',
  funding: 'funding-strategy',
  partners: 'team-building',
  'mvp-builder': 'mvp-builder',
};

const MODULE_STATUS_TEXT: Record<ModuleStatus, string> = {
  completed: 'completed',
  'in-progress': 'in progress',
  available: 'ready to start',
  locked: 'locked',
};

/**
 * The founder's real progress where the platform knows it: the profile's completion; for the
 * sections that produce idea documents, how many ideas have them; for the sections done in the
 * platform workspace, the status of their business module (modules is null before onboarding).
 */
export function sectionProgress(
  section: Pick<DashboardSection, 'id'>,
  completion: number,
  ideas: readonly IdeaSummary[],
  modules: ModulesProgress | null = null,
): string | null {
  const count = (has: (idea: IdeaSummary) => boolean) => `${ideas.filter(has).length} of ${ideas.length} ${ideas.length === 1 ? 'idea' : 'ideas'}`;
  const moduleId = SECTION_MODULES[section.id];
  if (moduleId) return modules ? `${businessModule(moduleId).name}: ${MODULE_STATUS_TEXT[moduleStatus(moduleId, modules)]}` : 'Set up your company in Platform';
  switch (section.id) {
    case 'profile':
      return `${completion}% complete`;
    case 'pitch-deck':
      return ideas.length === 0 ? 'No idea submitted yet' : `Pitch deck ready for ${count((idea) => hasDocument(idea, 'pitch-deck'))}`;
    case 'document':
      return ideas.length === 0 ? 'No idea submitted yet' : `Business plan ready for ${count((idea) => hasDocument(idea, 'business-plan'))}`;
    default:
      return null;
  }
}

/** True when the idea has a generated document of this kind (kinds other branches add are plain strings here). */
export function hasDocument(idea: Pick<IdeaSummary, 'documents'>, kind: string): boolean {
  return (idea.documents as readonly string[]).includes(kind);
}

/** Search boxes filter case-insensitively by name (spec section 5); the Filter narrows to one category. */
export function visibleSections<T extends Pick<DashboardSection, 'name' | 'category'>>(
  sections: readonly T[],
  search: string,
  category: SectionCategory | 'all',
): T[] {
  const query = search.trim().toLowerCase();
  return sections.filter((section) => (category === 'all' || section.category === category) && section.name.toLowerCase().includes(query));
}

/** The product the note names: the profile's company name, else the latest idea's title, else 'your startup'. */
export function productName(companyName: string | null | undefined, ideas: readonly Pick<IdeaSummary, 'ideaTitle'>[]): string {
  return companyName?.trim() || ideas[0]?.ideaTitle.trim() || 'your startup';
}

/** The first word of the founder's name for the welcome text; 'founder' without a name. */
export function firstNameOf(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || 'founder';
}
