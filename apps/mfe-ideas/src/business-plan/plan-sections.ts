import { PLAN_SECTIONS, wordCount, type BusinessPlanContent, type PlanSectionId, type PlanSectionStatus, type StartupIdea } from '@founder/contracts';
import { hasContent } from '../idea-documents/document-progress';

/** A business plan section as the page shows it (spec section 3). */
export interface PlanSection {
  id: PlanSectionId;
  title: string;
  description: string;
  content: string;
  wordCount: number;
  status: PlanSectionStatus;
}

/** One line under each section's title: what the section is for. */
export const PLAN_SECTION_DESCRIPTIONS: Record<PlanSectionId, string> = {
  'executive-summary': 'The whole plan on one page: the opportunity, the offer and the ask.',
  'problem-statement': 'The pain your customers feel today and what it costs them.',
  'solution-overview': 'What you build, how it works and why it solves the problem.',
  'market-analysis': 'Market size, segments, trends and the competitive landscape.',
  'business-model': 'How you make money: pricing, revenue streams and unit economics.',
  'marketing-strategy': 'How customers find you, choose you and stay.',
  'operations-plan': 'How the business runs day to day: processes, suppliers and tools.',
  'management-team': 'Who builds it, the roles you have and the roles you will hire.',
  'financial-projections': 'Five years of revenue, costs, margins and the path to break-even.',
  'funding-request': 'How much you raise, on what terms and what it pays for.',
  'risk-analysis': 'What could go wrong and how you reduce each risk.',
  'implementation-timeline': 'Milestones from today to launch and scale.',
};

/** Spec section 8: the text of a section the plan response lacks. */
export function missingSectionPlaceholder(title: string): string {
  return `Generated content for ${title}...`;
}

/**
 * The 12 sections of an idea's plan, in order. Before generation every section is an empty draft;
 * once a plan exists, a section it lacks gets the placeholder text, and each section's status is
 * the stored one (generated unless saved after an edit).
 */
export function planSectionsOf(idea: Pick<StartupIdea, 'businessPlan' | 'businessPlanStatus'>): PlanSection[] {
  const plan: Partial<BusinessPlanContent> | null = idea.businessPlan;
  return PLAN_SECTIONS.map(({ id, title }) => {
    if (!plan) return { id, title, description: PLAN_SECTION_DESCRIPTIONS[id], content: '', wordCount: 0, status: 'draft' };
    const stored = plan[id];
    const content = typeof stored === 'string' && stored.trim() !== '' ? stored : missingSectionPlaceholder(title);
    const status = idea.businessPlanStatus?.[id] ?? 'generated';
    return { id, title, description: PLAN_SECTION_DESCRIPTIONS[id], content, wordCount: wordCount(content), status };
  });
}

/** The Full Document shows the plan only once every section has content ('No content yet' before). */
export function isPlanComplete(sections: readonly PlanSection[]): boolean {
  return sections.every(hasContent);
}

export function totalWords(sections: readonly { wordCount: number }[]): number {
  return sections.reduce((sum, section) => sum + section.wordCount, 0);
}
