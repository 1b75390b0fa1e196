import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Spec section 8: saving the general information. */
export const PROFILE_UPDATED_TOAST: Toast = { title: 'Profile updated', description: 'Your profile has been updated successfully.' };

export function profileUpdateFailedToast(error: unknown): Toast {
  return { title: 'Update failed', description: serverMessage(error) ?? 'Failed to update profile', variant: 'destructive' };
}
