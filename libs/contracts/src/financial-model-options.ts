/**
 * The word lists of the financial model, in a file of their own: the types and rules
 * (financial-model.ts) and the part schemas (schemas/financial-model.schema.ts) both read them.
 */

/** Revenue type options (spec section 3), in the spec's order. */
export const REVENUE_TYPES = ['subscription', 'transaction', 'advertising', 'freemium', 'marketplace', 'licensing'] as const;

/**
 * What one customer of the model is (issue 14: the unit the founder prices in wins): a store, a seat;
 * 'customer' when the founder names none.
 */
export const CUSTOMER_UNITS = [
  'customer', 'user', 'member', 'subscriber', 'seat', 'store', 'location', 'restaurant', 'clinic', 'school', 'student', 'teacher',
  'household', 'team', 'company', 'business', 'account', 'vehicle', 'property',
] as const;

export const CUSTOMER_MONTHS = ['month1', 'month6', 'month12', 'month24', 'month36'] as const;

export const EXPENSE_LINES = ['salaries', 'marketing', 'infrastructure', 'operations', 'legal', 'other'] as const;

export const USE_OF_FUNDS_LINES = ['product', 'marketing', 'team', 'operations'] as const;

export const SCENARIOS = ['base', 'best', 'worst'] as const;

/** The model's five years, as its revenue and expenses are keyed. */
export const YEAR_KEYS = ['year1', 'year2', 'year3', 'year4', 'year5'] as const;
