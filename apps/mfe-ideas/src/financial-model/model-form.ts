import {
  CUSTOMER_MONTHS,
  EXPENSE_LINES,
  priceLabelIn,
  USE_OF_FUNDS_LINES,
  type CurrencyCode,
  type CustomerMonth,
  type CustomerUnit,
  type ExpenseLine,
  type FinancialModelInput,
  type FinancialModelRequest,
  type RevenueType,
  type UseOfFundsLine,
} from '@founder/contracts';

/** The assumptions form as typed: every number a string until it is sent. */
export interface ModelForm {
  type: RevenueType;
  /** What a customer is (the founder's unit, from the idea's defaults): not typed in the form, kept as it came. */
  unit: CustomerUnit;
  pricePoint: string;
  customers: Record<CustomerMonth, string>;
  growthRate: string;
  churnRate: string;
  averageOrderValue: string;
  expenses: Record<ExpenseLine, string>;
  cac: string;
  grossMargin: string;
  /** Blank: the model computes it. */
  ltv: string;
  paybackPeriod: string;
  totalFunding: string;
  runway: string;
  useOfFunds: Record<UseOfFundsLine, string>;
}

const text = (value: number | null) => (value === null ? '' : String(value));
const mapOf = <K extends string>(keys: readonly K[], value: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;

/** The form filled with a model's inputs (the stored model's, or the idea's defaults). */
export function formOf(input: FinancialModelInput): ModelForm {
  const { revenueModel, expenseModel, metrics, funding } = input;
  return {
    type: revenueModel.type,
    unit: revenueModel.unit ?? 'customer',
    pricePoint: text(revenueModel.pricePoint),
    customers: mapOf(CUSTOMER_MONTHS, (month) => text(revenueModel.customers[month])),
    growthRate: text(revenueModel.growthRate),
    churnRate: text(revenueModel.churnRate),
    averageOrderValue: text(revenueModel.averageOrderValue),
    expenses: mapOf(EXPENSE_LINES, (line) => text(expenseModel[line])),
    cac: text(metrics.cac),
    grossMargin: text(metrics.grossMargin),
    ltv: text(metrics.ltv),
    paybackPeriod: text(metrics.paybackPeriod),
    totalFunding: text(funding.totalFunding),
    runway: text(funding.runway),
    useOfFunds: mapOf(USE_OF_FUNDS_LINES, (line) => text(funding.useOfFunds[line])),
  };
}

/** The price field's label in the founder's unit and the idea's currency: 'Monthly price per store (KES)'. */
export function priceLabelOf(form: Pick<ModelForm, 'type' | 'unit'>, currency: CurrencyCode): string {
  return priceLabelIn(form.type, currency).replace(/per customer\b/, `per ${form.unit}`);
}

/**
 * A decimal as the spec parses it (section 5): blank is 0; text that is not a number is sent as
 * NaN (null in JSON), so the server's 400 names the field.
 */
export function parseDecimal(value: string): number {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? 0 : Number.parseFloat(trimmed);
}

/** Customer counts are whole numbers (spec section 5). */
export function parseCount(value: string): number {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed === '' ? 0 : Number.parseInt(trimmed, 10);
}

const optionalDecimal = (value: string) => (value.trim() === '' ? null : parseDecimal(value));

/** The request the form sends, with the idea's industry and stage. */
export function requestOf(form: ModelForm, idea: { industry: string; stage: string }): FinancialModelRequest {
  return {
    revenueModel: {
      type: form.type,
      pricePoint: parseDecimal(form.pricePoint),
      customers: Object.fromEntries(CUSTOMER_MONTHS.map((month) => [month, parseCount(form.customers[month])])) as Record<CustomerMonth, number>,
      growthRate: parseDecimal(form.growthRate),
      churnRate: parseDecimal(form.churnRate),
      averageOrderValue: parseDecimal(form.averageOrderValue),
      unit: form.unit,
    },
    expenseModel: Object.fromEntries(EXPENSE_LINES.map((line) => [line, parseDecimal(form.expenses[line])])) as Record<ExpenseLine, number>,
    metrics: {
      cac: parseDecimal(form.cac),
      grossMargin: parseDecimal(form.grossMargin),
      ltv: optionalDecimal(form.ltv),
      paybackPeriod: optionalDecimal(form.paybackPeriod),
    },
    funding: {
      totalFunding: parseDecimal(form.totalFunding),
      runway: parseDecimal(form.runway),
      useOfFunds: Object.fromEntries(USE_OF_FUNDS_LINES.map((line) => [line, parseDecimal(form.useOfFunds[line])])) as Record<UseOfFundsLine, number>,
    },
    industry: idea.industry,
    stage: idea.stage,
  };
}

/** Spec section 5: 'Generate Model' is disabled while pending or when pricePoint is empty. */
export function canGenerateModel(form: ModelForm, pending: boolean): boolean {
  return !pending && form.pricePoint.trim() !== '';
}
