import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@founder/api-client';
import { COMPANIES_PATHS, type Company, type CursorPage } from '@founder/contracts';
import { storeCompanyCopy } from './company-storage';

/** The query key of the founder's companies (the GET path); platform's changes write their answer under it. */
export const COMPANIES_KEY = [COMPANIES_PATHS.companies];

/** The founder's company: the newest of their companies, or null before onboarding. */
export function useCompany(enabled: boolean) {
  const query = useQuery({
    queryKey: COMPANIES_KEY,
    queryFn: ({ signal }) => apiFetch<CursorPage<Company>>(COMPANIES_PATHS.companies, { signal }),
    enabled,
  });
  const company = query.data?.items[0] ?? null;
  useEffect(() => {
    if (query.isSuccess) storeCompanyCopy(company);
  }, [query.isSuccess, company]);
  return { company, isPending: query.isPending, error: query.error };
}
