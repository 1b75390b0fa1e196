import { FINANCIAL_MODEL_PARTS, type FinancialModel, type FinancialModelPartId } from '@founder/contracts';
import { FINANCIAL_MODEL_PART_SCHEMAS } from '@founder/contracts/schemas';
import type { CompositionContext } from '../domain/composition-context';
import { financialModelOf } from '../domain/financial-model';
import type { GeneratedDocument } from '../idea-documents/generated-document';
import type { FinancialModelRequestDto } from './dto/financial-model-request.dto';

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
