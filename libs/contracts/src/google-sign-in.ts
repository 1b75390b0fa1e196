/**
 * Why a Google sign-in ended on the sign-in page (`/app?error=<code>`). The service sends only a
 * code; the page shows the message for a known code and ignores anything else, so a crafted link
 * cannot put words of its own on the page.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  google_unavailable: 'Google sign-in is not available on this server yet. Please use your email and password.',
  google_cancelled: 'Google sign-in was cancelled.',
  google_expired: 'Your Google sign-in expired or was started in another window. Please try again.',
  google_email: 'Your Google account has no verified email address, so it cannot be used to sign in here.',
  google_failed: 'Google sign-in failed. Please try again.',
} as const;

export type GoogleSignInError = keyof typeof GOOGLE_SIGN_IN_ERRORS;

export function isGoogleSignInError(code: unknown): code is GoogleSignInError {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(GOOGLE_SIGN_IN_ERRORS, code);
}

/** The message for `?error=<code>`, or null when the code is missing or unknown. */
export function googleSignInErrorMessage(code: string | null | undefined): string | null {
  return isGoogleSignInError(code) ? GOOGLE_SIGN_IN_ERRORS[code] : null;
}
