import { INVESTOR_LIMITS, type NewInvestorRequest } from '@founder/contracts';

/** The form's fields: the request's, with check sizes as NumberInput gives them ('' while empty) and focus areas as one text. */
export type InvestorFormValues = Omit<NewInvestorRequest, 'checkSizeMin' | 'checkSizeMax' | 'focus_areas' | 'warmIntro'> & {
  checkSizeMin: number | string;
  checkSizeMax: number | string;
  focusAreas: string;
  warmIntro: boolean;
};

const L = INVESTOR_LIMITS;
const fits = (text: string, { min, max }: { min: number; max: number }) => text.trim().length >= min && text.trim().length <= max;
const amount = (value: number | string) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= L.checkSize ? value : null);

/** The POST body when the form holds what the server accepts (the same bounds), else null and Add stays disabled. */
export function newInvestorRequest(values: InvestorFormValues): NewInvestorRequest | null {
  const checkSizeMin = amount(values.checkSizeMin);
  const checkSizeMax = amount(values.checkSizeMax);
  const focusAreas = values.focusAreas
    .split(',')
    .map((area) => area.trim())
    .filter((area) => area !== '');
  if (!fits(values.name, L.name) || !fits(values.firm, L.firm) || !fits(values.location, L.location)) return null;
  if (values.industries.length === 0 || values.stages.length === 0) return null;
  if (checkSizeMin === null || checkSizeMax === null || checkSizeMax < checkSizeMin) return null;
  if (focusAreas.length > L.listItems || focusAreas.some((area) => area.length > L.listItem)) return null;
  return {
    name: values.name.trim(),
    firm: values.firm.trim(),
    type: values.type,
    location: values.location.trim(),
    industries: values.industries,
    stages: values.stages,
    checkSizeMin,
    checkSizeMax,
    focus_areas: focusAreas,
    warmIntro: values.warmIntro,
  };
}
