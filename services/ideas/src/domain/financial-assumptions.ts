import { EXPENSE_LINES, type FinancialModel } from '@founder/contracts';
import { monthlyRevenuePerCustomer } from './financial-model';
import { MAX_RUNWAY_MONTHS, projectFinancials, type FinancialProjection } from './financial-projection';
import type { IdeaFacts } from './idea-facts';
import type { StatedFacts } from './stated-facts';
import { cents } from './money';

/**
 * The stored model's base scenario as the figures plans and decks quote: whole-dollar years,
 * the raise, unit economics and runway. The round's name stays the reference one (it follows the stage).
 */
export function projectionFromModel(model: FinancialModel, round: FinancialProjection['round']): FinancialProjection {
  const base = model.scenarios.base;
  const { revenueModel, metrics, funding } = model.inputs;
  const years = base.years.map((year) => {
    const revenue = Math.round(year.revenue);
    const expenses = Math.round(year.totalExpenses);
    return {
      year: year.year,
      revenue,
      operatingCosts: Math.round(EXPENSE_LINES.reduce((sum, line) => sum + year.expenses[line], 0)),
      expenses,
      netIncome: revenue - expenses,
    };
  });
  return {
    source: 'model',
    monthlyPrice: cents(monthlyRevenuePerCustomer(revenueModel)),
    customersAtMonth12: revenueModel.customers.month12,
    grossMarginPct: metrics.grossMargin,
    monthlyChurnPct: revenueModel.churnRate,
    customerAcquisitionCost: Math.round(base.cac),
    lifetimeValue: Math.round(base.ltv),
    // From the rounded figures the plan prints beside it, so a reader gets the same ratio.
    ltvToCac: Math.round(base.cac) > 0 ? Math.round((Math.round(base.ltv) / Math.round(base.cac)) * 10) / 10 : base.ltvToCac,
    years,
    // The first year whose net income is zero or more, as the plan defines it beside the five years it prints.
    breakEvenYear: years.find((year) => year.netIncome >= 0)?.year ?? null,
    fundingAsk: funding.totalFunding,
    round,
    useOfFunds: model.useOfFunds,
    useOfFundsPct: funding.useOfFunds,
    runwayMonths: Math.min(MAX_RUNWAY_MONTHS, base.runway ?? MAX_RUNWAY_MONTHS),
  };
}

/**
 * The one set of financial figures every document of an idea quotes (ARCHITECTURE.md section 7):
 * the financial model once the founder has one, built on their stated facts; otherwise the reference
 * projection from the same facts and the industry, market and stage reference figures.
 */
export function assumedFinancials(idea: IdeaFacts, stated?: StatedFacts): FinancialProjection {
  const reference = projectFinancials(idea, stated);
  return idea.financialModel ? projectionFromModel(idea.financialModel, reference.round) : reference;
}
