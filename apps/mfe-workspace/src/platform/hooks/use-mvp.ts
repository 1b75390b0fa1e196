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

/** Saves run one after another (one scope per company), so the server keeps the newest list; a failure reloads the stored one. */
export function useSaveChecklist(companyId: number) {
  const queryClient = useQueryClient();
  const key = progressKey(companyId);
  return useMutation({
    scope: { id: MVP_PATHS.checklist(companyId) },
    mutationFn: (checklist: LaunchChecklistItemId[]) => apiRequest<MvpProgress>('PUT', MVP_PATHS.checklist(companyId), { checklist }),
    onSuccess: (progress) => queryClient.setQueryData(key, progress),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      failureToast('Save failed')(error);
    },
  });
}

/** In the checklist's scope: it runs after the saves still on their way. */
export function useLaunchMvp(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: MVP_PATHS.checklist(companyId) },
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
