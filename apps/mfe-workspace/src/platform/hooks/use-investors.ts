import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '@founder/api-client';
import {
  INVESTOR_PATH_PREFIX,
  INVESTOR_PATHS,
  INVESTORS_PAGE,
  type Investor,
  type InvestorListQuery,
  type InvestorPage,
  type InvestorRelation,
  type InvestorRelationChanges,
  type NewInvestorRequest,
} from '@founder/contracts';
import { showToast } from '@founder/ui';
import { actionFailedToast } from '../../shared/action-failed-toast';
import { getPath, useRefresh } from '../../shared/query-helpers';

/** Investors scored for the company, filtered and sorted by the server, a page at a time ('Load more' follows the cursor). */
export function useInvestors(query: InvestorListQuery) {
  const path = INVESTOR_PATHS.investors(query);
  return useInfiniteQuery({
    queryKey: [path],
    queryFn: ({ pageParam, signal }) => apiFetch<InvestorPage>(pageParam === null ? path : INVESTOR_PATHS.investors({ ...query, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The company's pipeline, shared by its members: every investor in it (at most the page maximum). */
export function usePipeline(companyId: number) {
  const path = INVESTOR_PATHS.investors({ companyId, only: 'pipeline', limit: INVESTORS_PAGE.max });
  return useQuery({ queryKey: [path], queryFn: getPath<InvestorPage>(path) });
}

/** Save, pipeline stage, notes, next step date, in the company's pipeline; every investors list is refreshed after. */
export function useChangeRelation(companyId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: InvestorRelationChanges }) => apiRequest<InvestorRelation>('PATCH', INVESTOR_PATHS.relation(id, companyId), changes),
    onError: (error) => showToast(actionFailedToast('Investor not updated', error)),
    onSettled: () => refresh(INVESTOR_PATH_PREFIX),
  });
}

/** Applied is one way: the button stays disabled after. */
export function useApply(companyId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<InvestorRelation>('POST', INVESTOR_PATHS.apply(id, companyId)),
    onError: (error) => showToast(actionFailedToast('Not marked applied', error)),
    onSettled: () => refresh(INVESTOR_PATH_PREFIX),
  });
}

export function useCreateInvestor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: NewInvestorRequest) => apiRequest<Investor>('POST', INVESTOR_PATHS.investors(), request),
    onSuccess: (investor) => {
      showToast({ title: 'Investor added', description: `${investor.name} is in your list with a ${investor.matchScore}% match.` });
      return refresh(INVESTOR_PATH_PREFIX);
    },
    onError: (error) => showToast(actionFailedToast('Investor not added', error)),
  });
}
