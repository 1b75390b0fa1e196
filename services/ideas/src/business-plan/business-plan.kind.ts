import { IDEA_DOCUMENTS, type PlanSectionId } from '@founder/contracts';
import { BUSINESS_PLAN_DOCUMENT } from './business-plan.document';
import type { DocumentKind } from '../idea-documents/document-kind';
import { PDF } from '../idea-documents/exports/attachment';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { businessPlanPdf } from './business-plan-pdf';
import { SavePlanSectionDto } from './dto/save-plan-section.dto';

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
