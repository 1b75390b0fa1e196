import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, apiRequest } from '@founder/api-client';
import { COMPANIES_PATHS, type Company, type CompanyChanges, type CompanyInput, type CursorPage, type WorkKind } from '@founder/contracts';
import { COMPANIES_KEY } from '../../shared/company-query';
import { storeCompanyCopy } from '../../shared/company-storage';

// The company's changes. Reading it (useCompany) is in ../../shared/company-query, as the dashboard reads it too.

/** Puts the server's answer in the cache (the list's first entry) and the browser copy. */
export function useStoreCompany() {
  const queryClient = useQueryClient();
  return useCallback(
    (company: Company) => {
      queryClient.setQueryData<CursorPage<Company>>(COMPANIES_KEY, (page = { items: [], nextCursor: null }) => ({ ...page, items: [company, ...page.items.filter((other) => other.id !== company.id)] }));
      storeCompanyCopy(company);
    },
    [queryClient],
  );
}

/** Creates the company, then uploads the logo if one was chosen. */
export function useCreateCompany() {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: async ({ input, logo }: { input: CompanyInput; logo: File | null }) => {
      const company = await apiRequest<Company>('POST', COMPANIES_PATHS.companies, input);
      return logo ? uploadLogo(company.id, logo) : company;
    },
    onSuccess: store,
  });
}

/** DELETE: the company goes from the list and the browser copy; the workspace then opens the next company, or onboarding. */
export function useDeleteCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', COMPANIES_PATHS.company(id)),
    onSuccess: () => {
      storeCompanyCopy(null);
      queryClient.setQueryData<CursorPage<Company>>(COMPANIES_KEY, (page) => page && { ...page, items: page.items.filter((company) => company.id !== id) });
      void queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
    },
  });
}

export function useUpdateCompany(id: number) {
  const store = useStoreCompany();
  return useMutation({
    mutationFn: (changes: CompanyChanges) => apiRequest<Company>('PATCH', COMPANIES_PATHS.company(id), changes),
    onSuccess: store,
  });
}

function uploadLogo(id: number, logo: File): Promise<Company> {
  const form = new FormData();
  form.append('logo', logo);
  return apiFetch<Company>(COMPANIES_PATHS.logo(id), { method: 'PUT', body: form });
}

export function useUploadLogo(id: number) {
  const store = useStoreCompany();
  return useMutation({ mutationFn: (logo: File) => uploadLogo(id, logo), onSuccess: store });
}

/** POST work: the server writes and keeps the piece; useToolRun shows it once the button's delay is over. */
export function useWriteWork(id: number) {
  return useMutation({ mutationFn: (kind: WorkKind) => apiRequest<Company>('POST', COMPANIES_PATHS.work(id, kind)) });
}
