import { serverMessage } from '@founder/api-client';
import { SIGNED_IN_LANDING_PATH } from '@founder/contracts';
import type { Toast } from '@founder/ui';

/** Toasts of signing up and in (spec sections 2, 5 and 8). */
export const ACCOUNT_CREATED_TOAST: Toast = { title: 'Account created successfully!', description: 'Redirecting to your dashboard...' };

export const WELCOME_BACK_TOAST: Toast = { title: 'Welcome back!', description: 'Redirecting to your dashboard...' };

/** The toast as it goes where the founder is taken: the spec's words for the dashboard, else back to the page that sent them (an invitation). */
export function sessionStartToast(toast: Toast, target: string): Toast {
  return target === SIGNED_IN_LANDING_PATH ? toast : { ...toast, description: 'Taking you back to where you were...' };
}

export const VALIDATION_ERROR_TOAST: Toast = {
  title: 'Validation Error',
  description: 'Please fix the errors below and try again.',
  variant: 'destructive',
};

export const LOGIN_FAILED = 'Login failed';
export const SIGNUP_FAILED = 'Signup failed';

/**
 * Spec section 8: the failure is the server's message, else 'Login failed' or 'Signup failed'; the
 * destructive 'Authentication failed' toast shows it, or 'Please try again.' when it is empty.
 */
export function authFailureToast(error: unknown, fallback: typeof LOGIN_FAILED | typeof SIGNUP_FAILED): Toast {
  const message = serverMessage(error) ?? fallback;
  return { title: 'Authentication failed', description: message || 'Please try again.', variant: 'destructive' };
}
