import { CURRENT_IDEA_ID_KEY, PLATFORM_COMPANY_STORAGE_KEY, type Company } from '@founder/contracts';

/**
 * Keeps platformCompanyData (spec section 3) in step with the server, for the screens that read it;
 * the server's company is the source of truth, this copy is only ever written from it.
 */
export function storeCompanyCopy(company: Company | null): void {
  try {
    if (!company) {
      localStorage.removeItem(PLATFORM_COMPANY_STORAGE_KEY);
      return;
    }
    const { id, companyName, description, industry, stage, teamSize, location, theme } = company;
    localStorage.setItem(PLATFORM_COMPANY_STORAGE_KEY, JSON.stringify({ id, companyName, description, industry, stage, teamSize, location, theme }));
  } catch {
    // Storage may be full or blocked; the workspace reads the server, not this copy.
  }
}

/** The id of the company the browser copy holds: the one the founder last worked in (their choice among their companies), or null. */
export function storedCompanyId(): number | null {
  try {
    const id = (JSON.parse(localStorage.getItem(PLATFORM_COMPANY_STORAGE_KEY) ?? 'null') as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** The idea the founder works on in the idea tools (spec section 3: currentIdeaId), or null. */
export function currentIdeaId(): number | null {
  try {
    const id = Number(localStorage.getItem(CURRENT_IDEA_ID_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
