import { IDEA_FIELD_LIMITS, isCountryCode, isCurrencyCode, type IdeaSettingsInput, type StartupIdea } from '@founder/contracts';

/** The header's settings form as typed: the company name, the currency's code, the country's code ('' for none). */
export interface IdeaSettingsForm {
  companyName: string;
  currency: string;
  country: string;
}

export function settingsFormOf(idea: Pick<StartupIdea, 'companyName' | 'currency' | 'country'>): IdeaSettingsForm {
  return { companyName: idea.companyName, currency: idea.currency, country: idea.country ?? '' };
}

/** The company name's inline message, or null: the bounds of IDEA_FIELD_LIMITS, counted after trimming. */
export function companyNameError(value: string): string | null {
  const { min, max } = IDEA_FIELD_LIMITS.companyName;
  const length = value.trim().length;
  if (length < min) return `Company name must be at least ${min} characters`;
  if (length > max) return `Company name must be at most ${max} characters`;
  return null;
}

/**
 * The PATCH /api/ideas/{id} body: only what differs from the idea (a country of '' is null: the text
 * decides), or null when nothing does or the name is out of bounds.
 */
export function settingsChanges(form: IdeaSettingsForm, idea: Pick<StartupIdea, 'companyName' | 'currency' | 'country'>): IdeaSettingsInput | null {
  if (companyNameError(form.companyName)) return null;
  const changes: IdeaSettingsInput = {};
  const companyName = form.companyName.trim();
  if (companyName !== idea.companyName) changes.companyName = companyName;
  if (isCurrencyCode(form.currency) && form.currency !== idea.currency) changes.currency = form.currency;
  const country = isCountryCode(form.country) ? form.country : null;
  if (country !== idea.country) changes.country = country;
  return Object.keys(changes).length > 0 ? changes : null;
}
