import { FINANCIAL_MODEL_PARTS, type FinancialModel, type FinancialModelPartId } from '@founder/contracts';
import { FINANCIAL_MODEL_PART_SCHEMAS } from '@founder/contracts/schemas';
import type { CompositionContext } from '../domain/composition-context';
import { financialModelOf } from '../domain/financial-model';
import type { GeneratedDocument } from '../idea-documents/generated-document';
import { FinancialModelRequestDto } from './dto/financial-model-request.dto';
import { BadRequestException } from '@nestjs/common';
import type { DocumentKind } from '../idea-documents/document-kind';
import { NoPartEditDto } from './dto/no-part-edit.dto';
import { financialModelCsv } from './financial-statements';
import { financialModelXlsx, XLSX } from './financial-model-xlsx';
import { financialModelPdf } from './financial-model-pdf';
import { PDF } from '../idea-documents/exports/attachment';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { ideaFactsOf } from '../ideas/idea-facts-of';

/** One model per generation: its parts are read off the same computation. */
const computed = new WeakMap<CompositionContext, FinancialModel>();

function modelOf(context: CompositionContext): FinancialModel {
  let model = computed.get(context);
  if (!model) {
    model = financialModelOf(context.idea, (context.input ?? {}) as Partial<FinancialModelRequestDto>);
    computed.set(context, model);
  }
  return model;
}

/**
 * The financial model as a generated document: computed from the request's assumptions (the stored
 * model's or the idea's defaults for what it leaves out), never written by an LLM.
 */
export const FINANCIAL_MODEL_DOCUMENT: GeneratedDocument<FinancialModelPartId, unknown> = {
  label: 'financial model',
  parts: FINANCIAL_MODEL_PARTS,
  builtinOnly: true,
  compose: (context, id) => modelOf(context)[id],
  partSchema: (id) => FINANCIAL_MODEL_PART_SCHEMAS[id],
  describePart: () => 'computed by the service',
  problemWith: () => 'the financial model is computed, not written',
  requiredFigures: () => [],
};

export const MODEL_IS_COMPUTED = 'The financial model is computed from its assumptions: send them to POST /api/startup-ideas/{id}/financial-model';

/** The financial model: computed parts (one per field of FinancialModel), a CSV, an XLSX workbook and a PDF. */
export const FINANCIAL_MODEL_KIND: DocumentKind<FinancialModelPartId, unknown, NoPartEditDto> = {
  kind: 'financial-model',
  document: FINANCIAL_MODEL_DOCUMENT,
  parts: { segment: 'parts', param: 'partId', notFound: 'Part not found' },
  edit: {
    body: NoPartEditDto,
    toPart: () => {
      throw new BadRequestException(MODEL_IS_COMPUTED);
    },
  },
  generateBody: FinancialModelRequestDto,
  notGenerated: 'Generate the financial model first',
  exports: [
    {
      extension: 'csv',
      contentType: 'text/csv; charset=utf-8',
      description: 'The income statement of the three scenarios in the idea\'s currency (header "Line (<ISO 4217>)"), attachment "<title-slug>-financial-model.csv"',
      render: (idea, content) => financialModelCsv(content as unknown as FinancialModel, ideaFactsOf(idea).currency),
    },
    {
      extension: 'xlsx',
      contentType: XLSX,
      description: 'One sheet per statement, attachment "<title-slug>-financial-model.xlsx"',
      render: (idea, content) => financialModelXlsx(content as unknown as FinancialModel, idea.ideaTitle, ideaFactsOf(idea).currency),
    },
    {
      extension: 'pdf',
      contentType: PDF,
      description: 'A4: a chart of revenue and expenses per year, then every statement (income statement, cash flow, monthly projection, unit economics, scenarios, use of funds, assumptions), attachment "<title-slug>-financial-model.pdf"',
      render: (idea, content) => financialModelPdf(idea.ideaTitle, content as unknown as FinancialModel, ideaFactsOf(idea).currency),
    },
  ],
  share: { page: '/financial-modeling', field: 'financialModel' },
  openApi: {
    tag: 'financial model',
    generated: 'The model (FinancialModel): spec result fields, inputs, use of funds and the three scenarios',
    saved: 'Never: 400, the model is computed from its assumptions',
    regenerated: 'One field of the model computed again from the stored assumptions',
    part: (id) => openApiSchemaOf(FINANCIAL_MODEL_PART_SCHEMAS[id]),
  },
};
