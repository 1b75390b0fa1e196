import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@founder/api-client';
import { COMPANIES_PATHS, type Company, type CursorPage } from '@founder/contracts';
import { storeCompanyCopy, storedCompanyId } from './company-storage';

/** The query key of the founder's companies (the GET path); platform's changes write their answer under it. */
export const COMPANIES_KEY = [COMPANIES_PATHS.companies];

/**
 * The founder's companies (their own and those they are a member of, each with their role) and the
 * one they work in: the one they chose last (kept in the browser copy), else the newest; null before
 * onboarding. `choose` switches to another of them.
 */
export function useCompany(enabled: boolean) {
  const query = useQuery({
    queryKey: COMPANIES_KEY,
    queryFn: ({ signal }) => apiFetch<CursorPage<Company>>(COMPANIES_PATHS.companies, { signal }),
    enabled,
  });
  const [chosenId, setChosenId] = useState(storedCompanyId);
  const companies = query.data?.items ?? [];
  const company = companies.find((candidate) => candidate.id === chosenId) ?? companies[0] ?? null;
  useEffect(() => {
    if (query.isSuccess) storeCompanyCopy(company);
  }, [query.isSuccess, company]);
  const choose = useCallback((id: number) => setChosenId(id), []);
  return { company, companies, choose, isPending: query.isPending, error: query.error };
}
