import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Browser navigation here starts Google sign-in and sign-up (spec section 7). */
export const GOOGLE_AUTH_PATH = '/api/auth/google';

/** Spec section 9: redirect after a successful sign-in or sign-up. */
export const AUTH_REDIRECT_DELAY_MS = 1000;
export const AUTH_REDIRECT_PATH = '/dashboard';

export interface SignInRequest {
  email: string;
  password: string;
}

/** The POST /api/auth/login payload, or null while the email or the password is empty. */
export function signInRequest(email: string, password: string): SignInRequest | null {
  const trimmedEmail = email.trim();
  return trimmedEmail !== '' && password !== '' ? { email: trimmedEmail, password } : null;
}

export const WELCOME_BACK_TOAST: Toast = { title: 'Welcome back!', description: 'Redirecting to your dashboard...' };

export const PASSWORD_RESET_TOAST: Toast = { title: 'Password reset functionality will be available soon.' };

/** Spec section 8: destructive 'Authentication failed' with the server's message, or 'Please try again.'. */
export function authFailureToast(error: unknown): Toast {
  return { title: 'Authentication failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}
