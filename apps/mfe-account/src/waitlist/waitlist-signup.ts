import { serverMessage } from '@founder/api-client';
import type { WaitlistSignupRequest } from '@founder/contracts';
import type { Toast } from '@founder/ui';

export type WaitlistSignup = Pick<WaitlistSignupRequest, 'email' | 'name'>;

/** The POST /api/waitlist payload, or null while the name or the email is empty (spec section 5). */
export function waitlistSignup(name: string, email: string): WaitlistSignup | null {
  const signup = { email: email.trim(), name: name.trim() };
  return signup.email !== '' && signup.name !== '' ? signup : null;
}

export function canSubmitWaitlist(name: string, email: string): boolean {
  return waitlistSignup(name, email) !== null;
}

export const WAITLIST_WELCOME_TOAST: Toast = {
  title: 'Welcome to the waitlist!',
  description: "You'll be among the first to access the product at launch.",
};

/** Spec section 8: destructive 'Signup failed' with the server's message, or 'Please try again.'. */
export function waitlistFailureToast(error: unknown): Toast {
  return { title: 'Signup failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}
