import { passwordConfirmationError, newPasswordError, type PasswordChangeRequest } from '@founder/contracts';
import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Spec section 5: a mismatch is reported first, then a new password under 6 characters. */
export function passwordChangeProblem({ newPassword, confirmPassword }: PasswordChangeRequest): Toast | null {
  const mismatch = passwordConfirmationError(newPassword, confirmPassword);
  if (mismatch) return { title: 'Password mismatch', description: mismatch, variant: 'destructive' };
  const tooShort = newPasswordError(newPassword);
  if (tooShort) return { title: 'Password too short', description: tooShort, variant: 'destructive' };
  return null;
}

export const PASSWORD_CHANGED_TOAST: Toast = { title: 'Password changed', description: 'Your password has been changed successfully.' };

export function passwordChangeFailedToast(error: unknown): Toast {
  return { title: 'Password change failed', description: serverMessage(error) ?? 'Failed to change password', variant: 'destructive' };
}
