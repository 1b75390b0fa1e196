import { companyNameOf, IDEA_FIELD_LIMITS, isCountryCode, isCurrencyCode, type CurrentUser, type StartupIdeaInput } from '@founder/contracts';

/** What the wizard holds while the founder types: every field of the idea as text, '' for a choice not made. */
export type IdeaDraft = Record<keyof StartupIdeaInput, string>;
export type IdeaField = keyof IdeaDraft;

export const EMPTY_IDEA_DRAFT: IdeaDraft = {
  name: '',
  email: '',
  ideaTitle: '',
  description: '',
  industry: '',
  stage: '',
  targetMarket: '',
  problemStatement: '',
  solutionApproach: '',
  competitiveAdvantage: '',
  revenueModel: '',
  companyName: '',
  currency: '',
  country: '',
};

/**
 * The signed-in founder's name and email fill the fields the founder has left empty: a prefill,
 * never an overwrite of what was typed, and still editable.
 */
export function prefillFromSession(draft: IdeaDraft, user: Pick<CurrentUser, 'name' | 'email'> | null): IdeaDraft {
  if (!user) return draft;
  const name = draft.name.trim() === '' && user.name ? user.name : draft.name;
  const email = draft.email.trim() === '' && user.email ? user.email : draft.email;
  return name === draft.name && email === draft.email ? draft : { ...draft, name, email };
}

export interface WizardStep {
  title: string;
  /** The fields that must be non-empty before Next (or Submit) is enabled (spec section 4). */
  required: readonly IdeaField[];
  optional: readonly IdeaField[];
}

/** The four steps of the submit wizard (spec section 2). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { title: 'Basic Information', required: ['name', 'email'], optional: [] },
  { title: 'Idea Concept', required: ['ideaTitle', 'description'], optional: [] },
  { title: 'Market Details', required: ['industry', 'stage', 'targetMarket'], optional: ['companyName', 'currency', 'country'] },
  { title: 'Problem & Solution', required: ['problemStatement', 'solutionApproach'], optional: ['competitiveAdvantage', 'revenueModel'] },
];

export const LAST_WIZARD_STEP = WIZARD_STEPS.length - 1;

/** The badge over the form: steps count from 1 for people. */
export function stepBadge(step: number): string {
  return `Step ${step + 1} of ${WIZARD_STEPS.length}`;
}

function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/** A step is complete when its required fields are non-empty. */
export function isStepComplete(step: number, draft: IdeaDraft): boolean {
  return WIZARD_STEPS[step].required.every((field) => isFilled(draft[field]));
}

/** The six fields whose share makes the progress bar (spec section 4). */
export const PROGRESS_FIELDS: readonly IdeaField[] = ['name', 'email', 'ideaTitle', 'description', 'industry', 'stage'];

/** The progress bar's value: the percentage of the six progress fields that are non-empty, rounded. */
export function wizardProgress(draft: IdeaDraft): number {
  const filled = PROGRESS_FIELDS.filter((field) => isFilled(draft[field])).length;
  return Math.round((filled / PROGRESS_FIELDS.length) * 100);
}

export const FIELD_LABELS: Record<IdeaField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  ideaTitle: 'Idea Title',
  description: 'Idea Description',
  industry: 'Industry',
  stage: 'Current Stage',
  targetMarket: 'Target Market',
  problemStatement: 'Problem Statement',
  solutionApproach: 'Solution Approach',
  competitiveAdvantage: 'Competitive Advantage',
  revenueModel: 'Revenue Model',
  companyName: 'Company name',
  currency: 'Currency',
  country: 'Country',
};

/** The company name's placeholder: the name the documents use when none is typed (the title's first words). */
export function companyNamePlaceholder(ideaTitle: string): string {
  return ideaTitle.trim() === '' ? 'e.g. BaridiBox' : companyNameOf(ideaTitle.trim());
}

/** The longest value a field accepts (IDEA_FIELD_LIMITS), for the inputs' maxLength. */
export function maxLengthOf(field: IdeaField): number | undefined {
  const limit = (IDEA_FIELD_LIMITS as Record<string, { max: number }>)[field];
  return limit?.max;
}

// Deliberately loose: one @, something before it, a dot after it. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The inline message for a field that breaks its bounds, or null. An empty field has no message:
 * the disabled Next button already says that the step needs it.
 */
export function fieldError(field: IdeaField, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return 'Please enter a valid email address';
  const limit = (IDEA_FIELD_LIMITS as Record<string, { min?: number; max: number }>)[field];
  if (!limit) return null;
  const label = FIELD_LABELS[field];
  if (limit.min !== undefined && text.length < limit.min) return `${label} must be at least ${limit.min} characters`;
  if (text.length > limit.max) return `${label} must be at most ${limit.max.toLocaleString('en-US')} characters`;
  return null;
}

/** The messages of a step's fields that break their bounds, by field. */
export function stepErrors(step: number, draft: IdeaDraft): Partial<Record<IdeaField, string>> {
  const { required, optional } = WIZARD_STEPS[step];
  const errors: Partial<Record<IdeaField, string>> = {};
  for (const field of [...required, ...optional]) {
    const message = fieldError(field, draft[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The POST /api/startup-ideas body: trimmed values; the optional texts only when filled, the
 * company name, currency and country only when chosen (else the service reads them from the text).
 */
export function submission(draft: IdeaDraft): StartupIdeaInput {
  const trimmed = Object.fromEntries(Object.entries(draft).map(([field, value]) => [field, value.trim()])) as IdeaDraft;
  const { competitiveAdvantage, revenueModel, companyName, currency, country, ...required } = trimmed;
  return {
    ...required,
    ...(competitiveAdvantage ? { competitiveAdvantage } : {}),
    ...(revenueModel ? { revenueModel } : {}),
    ...(companyName ? { companyName } : {}),
    ...(isCurrencyCode(currency) ? { currency } : {}),
    ...(isCountryCode(country) ? { country } : {}),
  };
}
