/** Bodies of the auth calls (spec sections 3 'Payloads' and 7). Answers are a CurrentUser. */

/** POST /api/auth/signup */
export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
}

/**
 * POST /api/auth/login. `rememberMe` (default true) decides whether the session cookie outlives
 * the browser: the /waitlist log-in block sends its checkbox, /app always remembers.
 */
export interface LogInRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** PATCH /api/auth/profile: any of the three; the profile page sends all of them. */
export interface ProfileUpdateRequest {
  name?: string;
  username?: string;
  email?: string;
}

/** POST /api/auth/change-password */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/auth/password-reset/request */
export interface PasswordResetRequest {
  email: string;
}

/** POST /api/auth/password-reset/confirm: the token of the emailed link and the new password (sign-up rules). */
export interface PasswordResetConfirmation {
  token: string;
  newPassword: string;
}

/** The 202 body of the calls that send an email: the same whether or not the address has an account. */
export interface EmailSentAnswer {
  message: string;
}

/** What an unknown, expired, used or tampered emailed link answers (400). */
export const INVALID_EMAIL_LINK_MESSAGE = 'This link is invalid or has expired.';
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account uses this email, a link to reset its password is on its way.';

/** Pages the emailed links open (mfe-account). */
export const RESET_PASSWORD_PAGE_PATH = '/app/reset-password';

/** The calls of emailed links: apart from AUTH_PATHS, which every page's header loads, so only the account pages carry them. */
export const EMAIL_LINK_PATHS = {
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  verifyEmailRequest: '/api/auth/verify-email/request',
  verifyEmailConfirm: '/api/auth/verify-email/confirm',
} as const;

export const AUTH_PATHS = {
  me: '/api/auth/me',
  signUp: '/api/auth/signup',
  logIn: '/api/auth/login',
  logOut: '/api/auth/logout',
  profile: '/api/auth/profile',
  changePassword: '/api/auth/change-password',
  /** Browser navigation (not fetch) starts Google sign-in and sign-up. */
  google: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
} as const;

/** Where the browser lands after signing in (spec section 2, /app). */
export const SIGNED_IN_LANDING_PATH = '/dashboard';
/** The sign-in page, where a failed Google sign-in ends with `?error=<code>`. */
export const SIGN_IN_PAGE_PATH = '/app';
/** Where signing out ends, from the profile page or the app header: the sign-in form. */
export const SIGNED_OUT_LANDING_PATH = `${SIGN_IN_PAGE_PATH}?mode=signin`;
