import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, STARTUP_PROFILE_QUERY_KEY } from '@founder/api-client';
import { STARTUP_PROFILE_PATHS, type StartupProfile, type StartupProfileInput } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { PROFILE_SAVED_TOAST, saveFailedToast } from '../startup-profile-toasts';

/**
 * POST the first profile or PATCH the existing one; success refreshes the cached profile (spec
 * section 7). The toasts live here, not in mutate() callbacks: the first save replaces the page's
 * editor, and callbacks of an unmounted caller never run.
 */
export function useSaveStartupProfile(profileId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupProfileInput) =>
      profileId === null
        ? apiRequest<StartupProfile>('POST', STARTUP_PROFILE_PATHS.profile, input)
        : apiRequest<StartupProfile>('PATCH', STARTUP_PROFILE_PATHS.profileById(profileId), input),
    onSuccess: (profile) => {
      queryClient.setQueryData(STARTUP_PROFILE_QUERY_KEY, profile);
      showToast(PROFILE_SAVED_TOAST);
    },
    onError: (error) => showToast(saveFailedToast(error)),
  });
}
