import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, downloadFile, serverMessage } from '@founder/api-client';
import { MVP_PATHS, type LaunchChecklistItemId, type MvpProgress } from '@founder/contracts';
import { showToast } from '@founder/ui';

const progressKey = (companyId: number) => [MVP_PATHS.progress(companyId)];

function failureToast(title: string) {
  return (error: unknown) => showToast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

/** The stored Launch Checklist and launch date. */
export function useMvpProgress(companyId: number) {
  return useQuery({ queryKey: progressKey(companyId), queryFn: ({ signal }) => apiFetch<MvpProgress>(MVP_PATHS.progress(companyId), { signal }) });
}

/**
 * Ticks show at once. Saves run one after another (one scope per company) and only the last answer
 * is put in the cache, so a slow answer never unticks a newer tick; a failure reloads the stored list.
 */
export function useSaveChecklist(companyId: number) {
  const queryClient = useQueryClient();
  const key = progressKey(companyId);
  const mutationKey = [MVP_PATHS.checklist(companyId)];
  return useMutation({
    mutationKey,
    scope: { id: MVP_PATHS.checklist(companyId) },
    mutationFn: (checklist: LaunchChecklistItemId[]) => apiRequest<MvpProgress>('PUT', MVP_PATHS.checklist(companyId), { checklist }),
    onMutate: (checklist) => {
      queryClient.setQueryData<MvpProgress>(key, (before) => (before ? { ...before, checklist } : before));
    },
    onSuccess: (progress) => {
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(key, progress);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      failureToast('Save failed')(error);
    },
  });
}

export function useLaunchMvp(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MvpProgress>('POST', MVP_PATHS.launch(companyId)),
    onSuccess: (progress) => {
      queryClient.setQueryData(progressKey(companyId), progress);
      showToast({ title: 'MVP launched', description: 'Your launch date is saved.' });
    },
    onError: failureToast('Launch failed'),
  });
}

/** Downloads a file the server writes (the starter zip, a generator's file) under its own name. */
export function useDownload() {
  return useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) => downloadFile(path, fileName),
    onError: failureToast('Download failed'),
  });
}

/** The text of a generator's file, for the Generate Code preview. */
export function useGeneratedCode(companyId: number) {
  return useMutation({
    mutationFn: (generatorId: string) => apiFetch<string>(MVP_PATHS.generatedFile(companyId, generatorId)),
    onError: failureToast('Generation failed'),
  });
}
