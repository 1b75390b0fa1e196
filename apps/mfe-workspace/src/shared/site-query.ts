import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@founder/api-client';
import { SITES_PATHS, type Site } from '@founder/contracts';

/** The query key of a company's website (the GET path); platform's changes write their answer under it. */
export const siteKey = (companyId: number) => [SITES_PATHS.site(companyId)];

/** The company's website: the stored one, or the draft the server writes from the company and idea. */
export function useSite(companyId: number) {
  return useQuery({ queryKey: siteKey(companyId), queryFn: ({ signal }) => apiFetch<Site>(SITES_PATHS.site(companyId), { signal }) });
}
