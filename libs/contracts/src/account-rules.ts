/**
 * The account field rules (spec section 5), shared by the forms and the auth service so both
 * refuse the same input with the same words. Each rule returns its message, or null when valid.
 */

/** Longest values the forms take and the service stores. */
export const ACCOUNT_LIMITS = {
  email: 255,
  name: 100,
  username: 30,
  password: 128,
} as const;

export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const CHANGED_PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const USERNAME_MIN_LENGTH = 3;

/** "Looks like an email": something, an @, something, a dot, something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Default usernames (`user<id>`) are kept for the account whose id they carry. */
const DEFAULT_USERNAME_PATTERN = /^user\d+$/i;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Email is required';
  if (!EMAIL_PATTERN.test(value)) return 'Please enter a valid email address';
  return null;
}

/** Sign-up and sign-in password (at least 8, a lowercase letter, an uppercase letter, a number). */
export function passwordError(password: string): string | null {
  if (password === '') return 'Password is required';
  if (password.length < SIGN_UP_PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return null;
}

export function nameError(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Name is required';
  if (value.length < NAME_MIN_LENGTH) return 'Name must be at least 2 characters';
  return null;
}

export function confirmPasswordError(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Please confirm your password';
  if (confirmation !== password) return 'Passwords do not match';
  return null;
}

/** Change password: the new one needs only 6 characters (spec section 5 says so on purpose). */
export function newPasswordError(newPassword: string): string | null {
  return newPassword.length < CHANGED_PASSWORD_MIN_LENGTH ? 'Password must be at least 6 characters long' : null;
}

export function passwordConfirmationError(newPassword: string, confirmPassword: string): string | null {
  return newPassword === confirmPassword ? null : "New password and confirmation don't match";
}

export function currentPasswordError(currentPassword: string): string | null {
  return currentPassword === '' ? 'Current password is required' : null;
}

export function usernameError(username: string): string | null {
  const value = username.trim();
  if (value === '') return 'Username is required';
  if (value.length < USERNAME_MIN_LENGTH) return 'Username must be at least 3 characters';
  if (value.length > ACCOUNT_LIMITS.username) return 'Username must be at most 30 characters';
  if (!USERNAME_PATTERN.test(value)) return 'Username can only contain letters, numbers, dots, dashes and underscores';
  return null;
}

/** The username an account gets at creation, and shows until it picks another. */
export function defaultUsername(userId: number): string {
  return `user${userId}`;
}

/** Whether `username` is some other account's default username (and so not free to take). */
export function isOtherAccountsDefaultUsername(username: string, userId: number): boolean {
  return DEFAULT_USERNAME_PATTERN.test(username.trim()) && username.trim().toLowerCase() !== defaultUsername(userId);
}
