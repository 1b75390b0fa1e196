import { ConflictException } from '@nestjs/common';
import { violatedUniqueConstraint } from '@founder/server-kit';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

/** Unique indexes of the users table (see CreateAuthTables) and what a client is told. */
const CONFLICT_MESSAGES: Record<string, string> = {
  users_email_key: EMAIL_TAKEN_MESSAGE,
  users_username_key: USERNAME_TAKEN_MESSAGE,
};

/** The 409 for a write that hit a unique index of users, or null for any other error. */
export function userConflict(error: unknown): ConflictException | null {
  const constraint = violatedUniqueConstraint(error);
  return constraint !== null && CONFLICT_MESSAGES[constraint] ? new ConflictException(CONFLICT_MESSAGES[constraint]) : null;
}
