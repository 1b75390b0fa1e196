import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { IDEA_PATHS, type IdeaSettingsInput, type StartupIdea } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { IDEA_UPDATED_TOAST, saveFailureToast } from '../shared/tool-toasts';
import { useUpdateCachedIdea } from './idea-queries';

/**
 * Saves the idea's company name, currency or country (PATCH /api/ideas/{id}); the answer replaces
 * the cached idea and the idea is read again, so every figure on the page follows the new currency.
 */
export function useIdeaSettings(ideaId: number) {
  const updateCachedIdea = useUpdateCachedIdea(ideaId);
  return useMutation({
    mutationFn: (settings: IdeaSettingsInput) => apiRequest<StartupIdea>('PATCH', IDEA_PATHS.idea(ideaId), settings),
    onSuccess: (idea) => {
      updateCachedIdea(() => idea);
      showToast(IDEA_UPDATED_TOAST);
    },
    onError: (error) => showToast(saveFailureToast(error)),
  });
}
