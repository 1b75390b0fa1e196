/**
 * The word lists of the financial model, in a file of their own: the types and rules
 * (financial-model.ts) and the part schemas (schemas/financial-model.schema.ts) both read them.
 */

/** Revenue type options (spec section 3), in the spec's order. */
export const REVENUE_TYPES = ['subscription', 'transaction', 'advertising', 'freemium', 'marketplace', 'licensing'] as const;

/**
 * What one customer of the model is counted in (issue 14: the unit the founder prices in wins; issue 27:
 * in the founder's own noun): a singular noun of lower-case words joined by single spaces or hyphens,
 * 1-30 characters ('store', 'seat', 'cooling unit', 'sign-up'); 'customer' when the founder names none.
 */
export const CUSTOMER_UNIT_PATTERN = /^[a-z]+(?:[ -][a-z]+)*$/;
export const CUSTOMER_UNIT_MAX = 30;

export const CUSTOMER_MONTHS = ['month1', 'month6', 'month12', 'month24', 'month36'] as const;

export const EXPENSE_LINES = ['salaries', 'marketing', 'infrastructure', 'operations', 'legal', 'other'] as const;

export const USE_OF_FUNDS_LINES = ['product', 'marketing', 'team', 'operations'] as const;

export const SCENARIOS = ['base', 'best', 'worst'] as const;

/** The model's five years, as its revenue and expenses are keyed. */
export const YEAR_KEYS = ['year1', 'year2', 'year3', 'year4', 'year5'] as const;
