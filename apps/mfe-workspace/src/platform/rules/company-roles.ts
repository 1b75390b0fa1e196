import type { CompanyRole } from '@founder/contracts';

/** Who changes what is in a company (its pipeline, its documents): the owner and editors; commenters and viewers read. */
export function canEditCompany(role: CompanyRole | null): boolean {
  return role === 'owner' || role === 'editor';
}
