import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Spec sections 5 and 8: the startup profile's toasts. */
export const MORE_DETAILS_NEEDED_TOAST: Toast = {
  title: 'More details needed',
  description: 'Please describe your startup idea in more detail before generating your profile.',
  variant: 'destructive',
};
export const AI_ANALYSIS_COMPLETE_TOAST: Toast = {
  title: 'AI Analysis Complete!',
  description: "I've extracted key details from your vision. Review and continue to build your profile.",
};
export const PROFILE_SAVED_TOAST: Toast = { title: 'Profile saved', description: 'Your startup profile has been updated successfully.' };

export function saveFailedToast(error: unknown): Toast {
  return { title: 'Save failed', description: serverMessage(error) ?? 'Failed to save profile', variant: 'destructive' };
}
