import { GENERATED_TEXT_WORDS, PLAN_SECTIONS, type PlanSectionId } from '@founder/contracts';
import { PLAN_SECTION_SCHEMA, schemaProblem } from '@founder/contracts/schemas';
import { missingFigure, textProblem, type GeneratedDocument } from '../idea-documents/generated-document';
import { composePlanSection } from './business-plan-composer';

/** The plan as a generated document: 12 text sections, the built-in composer or an LLM held to the same schema and bounds. */
export const BUSINESS_PLAN_DOCUMENT: GeneratedDocument<PlanSectionId, string> = {
  label: 'business plan',
  parts: PLAN_SECTIONS,
  compose: composePlanSection,
  partSchema: () => PLAN_SECTION_SCHEMA,
  describePart: () =>
    `a string of ${GENERATED_TEXT_WORDS.planSection.min} to ${GENERATED_TEXT_WORDS.planSection.max} words, plain text in paragraphs separated by blank lines, no headings`,
  problemWith(value, id, context) {
    return (
      schemaProblem(PLAN_SECTION_SCHEMA, value, id) ??
      textProblem(value, id, GENERATED_TEXT_WORDS.planSection) ??
      missingFigure(value as string, this.requiredFigures(id, context), id)
    );
  },
  requiredFigures(id, { printed }) {
    if (id === 'financial-projections') return [printed.revenue[0], printed.revenue[4]];
    if (id === 'funding-request') return [printed.fundingAsk];
    return [];
  },
};
