import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '@founder/api-client';
import { SITES_PATHS, type Site, type SiteInput } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { siteKey } from '../../shared/site-query';

// The website's changes. Reading it (useSite) is in ../../shared/site-query, as the dashboard reads it too.

/** One mutation shape for save, generate, publish and unpublish: the answer is the site, put in the cache. */
function useSiteChange<Variables>(companyId: number, call: (variables: Variables) => Promise<Site>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (site) => queryClient.setQueryData(siteKey(companyId), site),
    onError: (error) => showToast({ title: failure, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}

export function useSaveSite(companyId: number) {
  return useSiteChange(companyId, (input: SiteInput) => apiRequest<Site>('PUT', SITES_PATHS.site(companyId), input), 'Save failed');
}

export function useGenerateSite(companyId: number) {
  return useSiteChange(companyId, () => apiRequest<Site>('POST', SITES_PATHS.generate(companyId)), 'Generation failed');
}

export function usePublishSite(companyId: number) {
  return useSiteChange(companyId, (published: boolean) => apiRequest<Site>(published ? 'PUT' : 'DELETE', SITES_PATHS.publication(companyId)), 'Publishing failed');
}
