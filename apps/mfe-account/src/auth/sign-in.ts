import type { LogInRequest } from '@founder/contracts';

/** Spec section 9: the redirect to the dashboard waits 1 second after a sign-in or sign-up. */
export const AUTH_REDIRECT_DELAY_MS = 1000;

/** The /waitlist log-in payload, or null while the email or the password is empty (the submit then does nothing). */
export function signInRequest(email: string, password: string, rememberMe: boolean): LogInRequest | null {
  const trimmedEmail = email.trim();
  return trimmedEmail !== '' && password !== '' ? { email: trimmedEmail, password, rememberMe } : null;
}
