import type { GoogleSignInError } from '@founder/contracts';

/** The parts of an account that decide what a Google sign-in does with it. */
export interface AccountForGoogle {
  id: number;
  emailVerified: boolean;
}

export type GoogleAccountPlan =
  | { kind: 'sign-in'; userId: number }
  /** revokeOtherSessions: the account's email was never proven before; see googleAccountPlan. */
  | { kind: 'link'; userId: number; revokeOtherSessions: boolean }
  | { kind: 'create' }
  | { kind: 'refuse'; code: GoogleSignInError };

/**
 * What a Google sign-in does: the account already linked to this Google id signs in; otherwise an
 * account with the same email is linked (one person, one account), but only when Google vouches
 * for that email; otherwise a new account is created.
 *
 * Linking an account whose email was never verified proves the email now. Sessions opened before
 * that proof may belong to someone who registered the address without owning it, so they end.
 */
export function googleAccountPlan(
  linked: AccountForGoogle | null,
  sameEmail: AccountForGoogle | null,
  google: { email: string | null; emailVerified: boolean },
): GoogleAccountPlan {
  if (linked) return { kind: 'sign-in', userId: linked.id };
  if (google.email === null) return { kind: 'refuse', code: 'google_email' };
  if (sameEmail) {
    if (!google.emailVerified) return { kind: 'refuse', code: 'google_email' };
    return { kind: 'link', userId: sameEmail.id, revokeOtherSessions: !sameEmail.emailVerified };
  }
  return { kind: 'create' };
}
