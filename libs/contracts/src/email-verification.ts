/**
 * Email verification and email change (issue 31 item 3): the words of the calls and of the
 * profile, apart from account-api.ts so that only the account pages carry them.
 */

/** The page the verification link opens (mfe-account). */
export const VERIFY_EMAIL_PAGE_PATH = '/app/verify-email';

/** POST /api/auth/verify-email/confirm: the token of the emailed link. */
export interface EmailVerificationConfirmation {
  token: string;
}

/** The 200 of POST /api/auth/verify-email/confirm. */
export interface EmailConfirmedAnswer {
  message: string;
  /** The address the account now uses. */
  email: string;
}

export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
export const NO_EMAIL_TO_VERIFY_MESSAGE = 'Your account has no email address to verify.';

/** The 202 of POST /api/auth/verify-email/request. */
export function verificationSentMessage(email: string): string {
  return `We sent a link to ${email}. Open it to verify your email address.`;
}

/** Shown on the profile (and after saving) while a new address waits for its link. */
export function pendingEmailNotice(pendingEmail: string): string {
  return `Confirm the new address: we sent a link to ${pendingEmail}. Until then, your account keeps using its current address.`;
}

/** The answer of an opened verification link. */
export function emailConfirmedMessage(email: string, changed: boolean): string {
  return changed ? `Your account now uses ${email}.` : `Your email address ${email} is verified.`;
}
