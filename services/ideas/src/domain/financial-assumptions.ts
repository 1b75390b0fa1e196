import { computeFinancialModel } from './financial-model';
import { defaultFinancialInputs } from './financial-model-defaults';
import { projectionFromModel, type FinancialProjection } from './financial-projection';
import type { IdeaFacts } from './idea-facts';
import { stageProfile } from './stage-profiles';

/**
 * The one set of financial figures every document of an idea quotes (ARCHITECTURE.md section 7):
 * the founder's financial model once they have one, otherwise the model of the idea's defaults
 * (their stated facts first, then reference figures). Generating a model from its defaults gives
 * exactly what the documents already quote.
 */
export function assumedFinancials(idea: IdeaFacts): FinancialProjection {
  const round = stageProfile(idea.stage).round;
  const model = idea.financialModel ?? computeFinancialModel(defaultFinancialInputs(idea), { industry: idea.industry, stage: idea.stage });
  return projectionFromModel(model, { source: idea.financialModel ? 'model' : 'defaults', currency: idea.currency, round });
}
