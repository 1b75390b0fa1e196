import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '@founder/api-client';
import { COMPANIES_PAGE, COMPANIES_PATHS, IDEA_PATHS, roleMay, type Company, type CursorPage, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { saveFailureToast } from '../shared/tool-toasts';
import { useUpdateCachedIdea } from './idea-queries';

/** The founder's companies a personal idea may move into: those where they may create ideas (owner, editor). */
export function useCompaniesToMoveInto() {
  return useQuery({
    queryKey: [COMPANIES_PATHS.companies, 'movable'],
    queryFn: ({ signal }) => apiFetch<CursorPage<Company>>(`${COMPANIES_PATHS.companies}?limit=${COMPANIES_PAGE.max}`, { signal }),
    select: (page) => page.items.filter((company) => roleMay(company.role, 'edit')),
  });
}

/** PATCH /api/ideas/{id} {companyId}: the idea joins the company (for good); its team sees it from now on. */
export function useMoveToCompany(ideaId: number) {
  const updateCachedIdea = useUpdateCachedIdea(ideaId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: Company) => apiRequest<StartupIdea>('PATCH', IDEA_PATHS.idea(ideaId), { companyId: company.id }),
    onSuccess: (idea, company) => {
      updateCachedIdea(() => idea);
      void queryClient.invalidateQueries({ queryKey: [IDEA_PATHS.sessionIdeas()] });
      showToast({ title: 'Idea moved', description: `${company.companyName}'s team can now work on it.` });
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });
}
