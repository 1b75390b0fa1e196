import { serverMessage } from '@founder/api-client';
import { pendingEmailNotice, type CurrentUser, type ProfileUpdateRequest } from '@founder/contracts';
import type { Toast } from '@founder/ui';

/** Spec section 8: saving the general information. */
export const PROFILE_UPDATED_TOAST: Toast = { title: 'Profile updated', description: 'Your profile has been updated successfully.' };

/** After saving: the spec's toast, or where the link went when the save asked for a new address. */
export function profileUpdatedToast(updated: CurrentUser, sent: ProfileUpdateRequest): Toast {
  const newAddressWaits = updated.pendingEmail !== null && sent.email?.trim().toLowerCase() === updated.pendingEmail;
  return newAddressWaits ? { title: 'Profile updated', description: pendingEmailNotice(updated.pendingEmail!) } : PROFILE_UPDATED_TOAST;
}

export function profileUpdateFailedToast(error: unknown): Toast {
  return { title: 'Update failed', description: serverMessage(error) ?? 'Failed to update profile', variant: 'destructive' };
}
