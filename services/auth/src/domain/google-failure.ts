import { isGoogleSignInError, type GoogleSignInError } from '@founder/contracts';

/** Thrown while turning a Google profile into an account, carrying the code the sign-in page explains. */
export class GoogleSignInRefused extends Error {
  constructor(readonly code: GoogleSignInError) {
    super(`Google sign-in refused: ${code}`);
    this.name = 'GoogleSignInRefused';
  }
}

/**
 * Why passport ended a Google sign-in without a user, as a code for `/app?error=`:
 * - our own refusal keeps its code;
 * - a failure with status 403 is a state that did not match (passport-oauth2's store check);
 * - a failure without an error is Google's `access_denied` (the person cancelled);
 * - any error (Google's error answer, token exchange, userinfo, network) is a failed sign-in.
 */
export function googleFailureCode(error: unknown, status: number | undefined): GoogleSignInError {
  if (error instanceof GoogleSignInRefused && isGoogleSignInError(error.code)) return error.code;
  if (error) return 'google_failed';
  if (status === 403) return 'google_expired';
  return 'google_cancelled';
}
