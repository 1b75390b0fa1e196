import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Spec section 9: the wait between the success toast and the dashboard. */
export const SUBMIT_REDIRECT_DELAY_MS = 2000;
export const SUBMIT_REDIRECT_PATH = '/dashboard';

export const IDEA_SUBMITTED_TOAST: Toast = {
  title: 'Idea submitted successfully!',
  description: 'Your startup idea is being analyzed. Redirecting to dashboard...',
};

/** Spec section 8: destructive 'Error submitting idea' with the server's message, or 'Failed to submit idea'. */
export function submitFailureToast(error: unknown): Toast {
  return { title: 'Error submitting idea', description: serverMessage(error) ?? 'Failed to submit idea', variant: 'destructive' };
}
