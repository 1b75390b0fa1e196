import { SignJWT, jwtVerify, errors } from 'jose';
import { createHmac } from 'node:crypto';

/**
 * The gateway resolves the session cookie with auth and forwards this short-lived signed
 * assertion; services trust nothing else about who is calling (ARCHITECTURE.md section 5).
 */
export const IDENTITY_HEADER = 'x-founder-identity';
/** Headers a client may not send: the gateway drops every one of them before proxying. */
export const IDENTITY_HEADER_PREFIXES = ['x-founder-', 'x-user', 'x-forwarded-user', 'x-auth'];
/** Shared secret header for service-to-service calls that are not user requests. */
export const INTERNAL_TOKEN_HEADER = 'x-founder-internal-token';
export const SESSION_COOKIE = 'founder_session';

const ISSUER = 'founder-gateway';
const AUDIENCE = 'founder-services';
export const IDENTITY_TTL_SECONDS = 30;

export interface Identity {
  userId: number;
  sessionId: string;
  email: string | null;
}

function key(secret: string): Uint8Array {
  if (!secret || secret.length < 32) throw new Error('IDENTITY_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

export async function signIdentity(identity: Identity, secret: string, ttlSeconds = IDENTITY_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: identity.sessionId, email: identity.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(identity.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** The identity in a valid assertion, or null when it is missing, forged or expired. */
export async function verifyIdentity(token: string | undefined, secret: string): Promise<Identity | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload['sid'] !== 'string') return null;
    return { userId, sessionId: payload['sid'], email: typeof payload['email'] === 'string' ? payload['email'] : null };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

export function isIdentityHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return IDENTITY_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/**
 * The token the gateway sends on its own calls to auth (session resolution). Derived from the
 * shared secret so that no second secret needs distributing, and never equal to it.
 */
export function internalToken(secret: string): string {
  key(secret);
  return createHmac('sha256', secret).update('founder-internal-v1').digest('base64url');
}
