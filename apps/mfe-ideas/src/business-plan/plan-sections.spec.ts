import { PLAN_SECTION_IDS, type BusinessPlanContent } from '@founder/contracts';
import { allGenerated } from '../idea-documents/document-cache';
import { documentCompletion } from '../idea-documents/document-progress';
import { isPlanComplete, missingSectionPlaceholder, planSectionsOf, totalWords } from './plan-sections';

const fullPlan = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, `Text of ${id} section`])) as BusinessPlanContent;

describe('planSectionsOf', () => {
  it('gives 12 empty drafts before generation', () => {
    const sections = planSectionsOf({ businessPlan: null, businessPlanStatus: null });
    expect(sections.map((section) => section.id)).toEqual(PLAN_SECTION_IDS);
    expect(sections.every((section) => section.status === 'draft' && section.content === '' && section.wordCount === 0)).toBe(true);
    expect(isPlanComplete(sections)).toBe(false);
    expect(documentCompletion(sections)).toBe(0);
  });

  it('takes every section of a generated plan, generated, with its word count', () => {
    const sections = planSectionsOf({ businessPlan: fullPlan, businessPlanStatus: allGenerated(PLAN_SECTION_IDS) });
    expect(sections[0]).toMatchObject({ id: 'executive-summary', title: 'Executive Summary', content: 'Text of executive-summary section', wordCount: 4, status: 'generated' });
    expect(isPlanComplete(sections)).toBe(true);
    expect(documentCompletion(sections)).toBe(100);
    expect(totalWords(sections)).toBe(48);
  });

  it('keeps the edited status of a saved section', () => {
    const sections = planSectionsOf({ businessPlan: fullPlan, businessPlanStatus: { ...allGenerated(PLAN_SECTION_IDS), 'risk-analysis': 'edited' } });
    expect(sections.find((section) => section.id === 'risk-analysis')?.status).toBe('edited');
    expect(documentCompletion(sections)).toBe(100);
  });

  it('fills a section the plan lacks with the placeholder', () => {
    const { 'funding-request': _missing, ...partial } = fullPlan;
    const sections = planSectionsOf({ businessPlan: { ...partial, 'market-analysis': '  ' } as BusinessPlanContent, businessPlanStatus: null });
    expect(missingSectionPlaceholder('Funding Request')).toBe('Generated content for Funding Request...');
    expect(sections.find((section) => section.id === 'funding-request')?.content).toBe('Generated content for Funding Request...');
    expect(sections.find((section) => section.id === 'market-analysis')?.content).toBe('Generated content for Market Analysis...');
    expect(sections.find((section) => section.id === 'market-analysis')?.wordCount).toBe(5);
    expect(isPlanComplete(sections)).toBe(true);
  });
});

describe('documentCompletion', () => {
  it('is the share of sections generated or edited', () => {
    const statuses = ['generated', 'edited', 'draft', 'draft'] as const;
    const sections = statuses.map((status) => ({ status }));
    expect(documentCompletion(sections as never)).toBe(50);
    expect(documentCompletion([{ status: 'generated' }, { status: 'draft' }, { status: 'draft' }] as never)).toBe(33);
  });
});
