import type { SchemaObject } from '@nestjs/swagger';
import { CUSTOMER_MONTHS, CUSTOMER_UNITS, EXPENSE_LINES, REVENUE_TYPES, SCENARIOS, USE_OF_FUNDS_LINES, type FinancialModelPartId, type YearKey } from '@founder/contracts';
import { keyedBy, NUMBER, objectOf, oneOfText, TEXT } from '../openapi/schema-builders';

const YEARS: readonly YearKey[] = ['year1', 'year2', 'year3', 'year4', 'year5'];
const NULLABLE_NUMBER: SchemaObject = { type: 'number', nullable: true };

/** FinancialModelInput: the assumptions (GET .../financial-model/defaults, the model's `inputs`). */
export const FINANCIAL_MODEL_INPUT_SCHEMA = objectOf({
  revenueModel: objectOf({
    type: oneOfText(REVENUE_TYPES),
    pricePoint: NUMBER,
    customers: keyedBy(CUSTOMER_MONTHS, NUMBER, true),
    growthRate: NUMBER,
    churnRate: NUMBER,
    averageOrderValue: NUMBER,
    unit: oneOfText(CUSTOMER_UNITS),
  }, ['unit']),
  expenseModel: keyedBy(EXPENSE_LINES, NUMBER, true),
  metrics: objectOf({ cac: NUMBER, grossMargin: NUMBER, ltv: NULLABLE_NUMBER, paybackPeriod: NULLABLE_NUMBER }),
  funding: objectOf({ totalFunding: NUMBER, runway: NUMBER, useOfFunds: keyedBy(USE_OF_FUNDS_LINES, NUMBER, true) }),
});

/** The OpenAPI schema of each part (a field of FinancialModel); a scenario is described as an object only (ScenarioResult of the contract). */
const PARTS: Record<FinancialModelPartId, SchemaObject> = {
  revenue: keyedBy(YEARS, NUMBER, true),
  expenses: keyedBy(YEARS, NUMBER, true),
  grossMargin: NUMBER,
  burnRate: NUMBER,
  runway: NULLABLE_NUMBER,
  breakEvenMonth: NULLABLE_NUMBER,
  ltv: NUMBER,
  cac: NUMBER,
  churnRate: NUMBER,
  industry: TEXT,
  stage: TEXT,
  inputs: FINANCIAL_MODEL_INPUT_SCHEMA,
  useOfFunds: keyedBy(USE_OF_FUNDS_LINES, NUMBER, true),
  scenarios: keyedBy(SCENARIOS, { type: 'object', description: 'ScenarioResult' }, true),
};

export const financialModelPartSchema = (id: FinancialModelPartId): SchemaObject => PARTS[id];
