/**
 * Leaving (issue 31 item 6): a founder's data as a zip, and deleting the account. Apart from
 * AUTH_PATHS, which every page's header loads, so only the account pages carry these.
 */
export const ACCOUNT_LEAVING_PATHS = {
  /** GET: a zip of everything the founder owns across the services. */
  export: '/api/auth/export',
  /** DELETE with AccountDeletionRequest. */
  account: '/api/auth/account',
} as const;

/** DELETE /api/auth/account: the password; a Google-only account sends none and must have signed in lately. */
export interface AccountDeletionRequest {
  password?: string;
}

/** How recent a Google-only account's sign-in (its session's start) must be to delete the account. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export const SIGN_IN_AGAIN_TO_DELETE_MESSAGE = 'Sign in again to delete your account';
export const WRONG_PASSWORD_TO_DELETE_MESSAGE = 'password is incorrect';
/** 503 when ideas or community cannot delete their part: nothing was deleted in auth, so the founder can retry. */
export const ACCOUNT_DELETION_UNAVAILABLE_MESSAGE = 'Your account could not be deleted right now because a service is unavailable. Nothing was deleted; please try again in a moment.';
export const EXPORT_UNAVAILABLE_MESSAGE = 'Your data could not be exported right now because a service is unavailable. Please try again in a moment.';

/** A service's internal calls for one founder (outside /api, never proxied; internal token). */
export const INTERNAL_USER_DATA_PATHS = {
  /** GET: UserDataExport; DELETE: removes the founder's rows and files (idempotent, 204). */
  user: (userId: number) => `/internal/users/${userId}`,
  export: (userId: number) => `/internal/users/${userId}/export`,
} as const;

/**
 * A service's part of the export: JSON entries (path in the zip -> value) and the uploaded files,
 * each fetched by auth from `url` (a path on the same service) one at a time while it writes the zip.
 */
export interface UserDataExport {
  entries: Record<string, unknown>;
  files: ExportedFile[];
}

export interface ExportedFile {
  /** Path inside the zip, e.g. 'files/data-room/12-pitch.pdf'. */
  path: string;
  /** Path on the service answering the file's bytes (internal token). */
  url: string;
}
