import { GENERATED_TEXT_WORDS, PLAN_SECTIONS, type PlanSectionId, IDEA_DOCUMENTS } from '@founder/contracts';
import { PLAN_SECTION_SCHEMA, schemaProblem } from '@founder/contracts/schemas';
import { missingFigure, textProblem, type GeneratedDocument } from '../idea-documents/generated-document';
import { composePlanSection } from './business-plan-composer';
import type { DocumentKind } from '../idea-documents/document-kind';
import { foundersFigures, todayFigures } from '../domain/composition-context';
import { quote } from '../domain/text';
import { PDF } from '../idea-documents/exports/attachment';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { businessPlanPdf } from './business-plan-pdf';
import { SavePlanSectionDto } from './dto/save-plan-section.dto';

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
  // The founder's facts and the model's figures a part states; an LLM answer without one is asked again, then written by the built-in composer.
  requiredFigures(id, { idea, printed, position }) {
    if (id === 'financial-projections')
      return [
        ...printed.revenue.flatMap((revenue, index) => [
          { label: `Year ${index + 1} revenue`, value: revenue },
          { label: `Year ${index + 1} expenses`, value: printed.expenses[index] },
          { label: `Year ${index + 1} net income`, value: printed.netIncome[index] },
        ]),
        { label: 'Runway', value: printed.runway },
        { label: 'Break-even', value: printed.breakEven },
      ];
    if (id === 'business-model')
      return [...printed.statedPriceFigures, ...printed.statedCountFigures, ...foundersFigures(idea.revenueModel && quote(idea.revenueModel, 40), idea.country)];
    if (id === 'implementation-timeline') return todayFigures(position.today);
    if (id === 'funding-request') return [{ label: 'The round', value: printed.fundingAsk }];
    return [];
  },
};

/** The 12-section business plan: text sections, a PDF. */
export const BUSINESS_PLAN_KIND: DocumentKind<PlanSectionId, string, SavePlanSectionDto> = {
  kind: 'business-plan',
  document: BUSINESS_PLAN_DOCUMENT,
  parts: { segment: IDEA_DOCUMENTS['business-plan'].parts, param: 'sectionId', notFound: 'Section not found' },
  edit: { body: SavePlanSectionDto, toPart: (edit) => edit.content },
  notGenerated: 'Generate the business plan first',
  exports: [{ extension: 'pdf', contentType: PDF, description: 'application/pdf, attachment "<title-slug>-business-plan.pdf"', render: businessPlanPdf }],
  share: { page: IDEA_DOCUMENTS['business-plan'].page, field: IDEA_DOCUMENTS['business-plan'].field },
  openApi: {
    tag: 'business plan',
    generated: 'The plan keyed by section id; header x-generation-provider: builtin | llm | builtin-fallback',
    saved: "{id, content, status: 'edited'}",
    regenerated: "{id, content, status: 'generated'}; header x-generation-provider",
    part: (id) => openApiSchemaOf(BUSINESS_PLAN_DOCUMENT.partSchema(id)),
  },
};
