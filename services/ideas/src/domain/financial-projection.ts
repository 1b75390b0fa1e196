import { EXPENSE_LINES, type CurrencyCode, type FinancialModel } from '@founder/contracts';
import { monthlyRevenuePerCustomer } from './financial-model';
import { cents } from './money';

export interface ProjectedYear {
  year: number;
  revenue: number;
  /** Team, marketing, product and overheads, without the direct cost of serving customers. */
  operatingCosts: number;
  /** Direct costs of serving customers plus operating costs. */
  expenses: number;
  /** Revenue minus expenses (negative while the company burns cash). */
  netIncome: number;
}

/**
 * The figures every document of an idea quotes, read off one financial model's base scenario
 * (financial-assumptions.ts): the founder's own model, or the model of its defaults.
 * Amounts are in `currency`, whole units for the years.
 */
export interface FinancialProjection {
  /** 'model' once the founder has made a financial model, 'defaults' for the model of the idea's defaults. */
  source: 'defaults' | 'model';
  currency: CurrencyCode;
  /** Revenue one paying unit (or one user, for freemium and advertising) brings a month. */
  monthlyPrice: number;
  /** What one paying customer pays a month: a freemium model's premium price, else monthlyPrice. */
  paidPrice: number;
  /** Customers (users for freemium and advertising) at month 12 of the model. */
  customersAtMonth12: number;
  grossMarginPct: number;
  monthlyChurnPct: number;
  customerAcquisitionCost: number;
  lifetimeValue: number;
  /** Lifetime value divided by acquisition cost, one decimal: the model's. */
  ltvToCac: number;
  paybackMonths: number;
  years: readonly ProjectedYear[];
  /** The first month whose revenue covers its costs, null when none of the 60 does: the model's. */
  breakEvenMonth: number | null;
  /** Months the cash lasts, null when it lasts the model's 60: the model's. */
  runwayMonths: number | null;
  /** Monthly net loss in year 1 (0 without one). */
  burnRate: number;
  fundingAsk: number;
  round: 'pre-seed' | 'seed';
  useOfFunds: { product: number; marketing: number; team: number; operations: number };
  /** The split of the round in percent. */
  useOfFundsPct: { product: number; marketing: number; team: number; operations: number };
}

/** Small amounts keep their cents (a freemium user's CAC of 2.27), larger ones are whole, so ratios redone from them hold. */
const asPrinted = (amount: number) => (Math.abs(amount) < 100 ? cents(amount) : Math.round(amount));

/** A model's base scenario as the documents quote it. The round's name follows the stage. */
export function projectionFromModel(
  model: FinancialModel,
  about: { source: FinancialProjection['source']; currency: CurrencyCode; round: FinancialProjection['round'] },
): FinancialProjection {
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
    ...about,
    monthlyPrice: cents(monthlyRevenuePerCustomer(revenueModel)),
    paidPrice: revenueModel.type === 'freemium' ? revenueModel.pricePoint : cents(monthlyRevenuePerCustomer(revenueModel)),
    customersAtMonth12: revenueModel.customers.month12,
    grossMarginPct: metrics.grossMargin,
    monthlyChurnPct: revenueModel.churnRate,
    customerAcquisitionCost: asPrinted(base.cac),
    lifetimeValue: asPrinted(base.ltv),
    ltvToCac: base.ltvToCac,
    paybackMonths: base.paybackMonths,
    years,
    breakEvenMonth: base.breakEvenMonth,
    runwayMonths: base.runway,
    burnRate: Math.round(base.burnRate),
    fundingAsk: funding.totalFunding,
    useOfFunds: model.useOfFunds,
    useOfFundsPct: funding.useOfFunds,
  };
}
