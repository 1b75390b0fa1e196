import { ACCOUNT_LIMITS } from '@founder/contracts';

/** What a Google sign-in tells us about the person, as passport-google-oauth20 parses Google's userinfo. */
export interface GoogleProfileInput {
  id?: unknown;
  displayName?: unknown;
  emails?: Array<{ value?: unknown; verified?: unknown }>;
  photos?: Array<{ value?: unknown }>;
}

export interface GoogleIdentity {
  googleId: string;
  /** Trimmed and lower-cased, as accounts store emails; null when Google gave none. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  avatar: string | null;
}

const GOOGLE_ID_MAX_LENGTH = 255;
const AVATAR_MAX_LENGTH = 2048;

/** The identity in a Google profile, or null when the profile lacks a usable subject id. */
export function googleIdentityOf(profile: GoogleProfileInput): GoogleIdentity | null {
  const googleId = typeof profile.id === 'string' ? profile.id.trim() : '';
  if (googleId === '' || googleId.length > GOOGLE_ID_MAX_LENGTH) return null;
  const emailEntry = profile.emails?.[0];
  const email = typeof emailEntry?.value === 'string' ? emailEntry.value.trim().toLowerCase() : '';
  const usableEmail = email !== '' && email.length <= ACCOUNT_LIMITS.email ? email : null;
  const name = typeof profile.displayName === 'string' ? profile.displayName.trim().slice(0, ACCOUNT_LIMITS.name) : '';
  const avatar = profile.photos?.[0]?.value;
  return {
    googleId,
    email: usableEmail,
    // Google's userinfo sends a boolean; older payloads sent the string "true".
    emailVerified: usableEmail !== null && (emailEntry?.verified === true || emailEntry?.verified === 'true'),
    name: name === '' ? null : name,
    avatar: typeof avatar === 'string' && /^https:\/\//.test(avatar) && avatar.length <= AVATAR_MAX_LENGTH ? avatar : null,
  };
}
