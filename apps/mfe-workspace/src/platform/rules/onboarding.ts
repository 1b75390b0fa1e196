import { COMPANY_FIELD_LIMITS, type CompanyInput } from '@founder/contracts';

/** What the wizard collects; every field a string while it is being typed. */
export interface OnboardingValues {
  companyName: string;
  description: string;
  industry: string;
  stage: string;
  teamSize: string;
  location: string;
  theme: string;
}

export const EMPTY_ONBOARDING: OnboardingValues = {
  companyName: '',
  description: '',
  industry: '',
  stage: '',
  teamSize: '',
  location: '',
  theme: 'modern',
};

/** The four steps and their required fields (spec section 5). */
export const ONBOARDING_STEPS: ReadonlyArray<{ title: string; required: ReadonlyArray<keyof OnboardingValues> }> = [
  { title: 'Company Basics', required: ['companyName', 'description'] },
  { title: 'Industry & Stage', required: ['industry', 'stage'] },
  { title: 'Team & Location', required: ['teamSize', 'location'] },
  { title: 'Brand & Theme', required: ['theme'] },
];

const MIN_LENGTH: Partial<Record<keyof OnboardingValues, number>> = {
  companyName: COMPANY_FIELD_LIMITS.companyName.min,
  description: COMPANY_FIELD_LIMITS.description.min,
  location: COMPANY_FIELD_LIMITS.location.min,
};

/** Filled: not blank, and at least as long as the server requires (so Next never leads to a 400). */
export function isFilled(values: OnboardingValues, field: keyof OnboardingValues): boolean {
  return values[field].trim().length >= (MIN_LENGTH[field] ?? 1);
}

/** Next (and Complete Setup) is enabled only when every required field of the step is filled. */
export function stepComplete(step: number, values: OnboardingValues): boolean {
  return ONBOARDING_STEPS[step].required.every((field) => isFilled(values, field));
}

/** Progress bar: the share of steps reached, 25% on the first. */
export function onboardingPercent(step: number): number {
  return ((step + 1) / ONBOARDING_STEPS.length) * 100;
}

/** The POST body, trimmed. */
export function companyInputOf(values: OnboardingValues, ideaId: number | null): CompanyInput {
  return {
    companyName: values.companyName.trim(),
    description: values.description.trim(),
    industry: values.industry as CompanyInput['industry'],
    stage: values.stage as CompanyInput['stage'],
    teamSize: values.teamSize as CompanyInput['teamSize'],
    location: values.location.trim(),
    theme: values.theme as CompanyInput['theme'],
    ...(ideaId === null ? {} : { companyData: { ideaId } }),
  };
}
