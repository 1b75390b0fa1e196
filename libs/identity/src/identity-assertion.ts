import { SignJWT, jwtVerify, errors } from 'jose';
import { LRUCache } from 'lru-cache';
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

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

/** The gateway's private key (Ed25519) and its id, named in every assertion's header (`kid`). */
export interface IdentitySigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** The public keys a service accepts assertions from, by key id: during a rotation, the old and the new. */
export type IdentityPublicKeys = ReadonlyMap<string, KeyObject>;

const KEY_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** IDENTITY_SIGNING_KEY (a PKCS#8 PEM of an Ed25519 private key) and IDENTITY_SIGNING_KEY_ID; throws naming the problem. */
export function parseSigningKey(pem: string | undefined, kid: string | undefined): IdentitySigningKey {
  if (!kid || !KEY_ID_PATTERN.test(kid)) throw new Error('IDENTITY_SIGNING_KEY_ID must be 1 to 64 letters, digits, ".", "_" or "-"');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem ?? '');
  } catch {
    throw new Error('IDENTITY_SIGNING_KEY must be the PEM of an Ed25519 private key');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('IDENTITY_SIGNING_KEY must be the PEM of an Ed25519 private key');
  return { kid, privateKey };
}

/** IDENTITY_PUBLIC_KEYS: a JSON object of key id to the PEM of an Ed25519 public key; throws naming the problem. */
export function parsePublicKeys(json: string | undefined): IdentityPublicKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '');
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
    throw new Error('IDENTITY_PUBLIC_KEYS must be a JSON object of key id to public key PEM, with at least one key');
  }
  const keys = new Map<string, KeyObject>();
  for (const [kid, pem] of Object.entries(parsed)) {
    if (!KEY_ID_PATTERN.test(kid)) throw new Error(`IDENTITY_PUBLIC_KEYS: the key id "${kid}" must be 1 to 64 letters, digits, ".", "_" or "-"`);
    let publicKey: KeyObject | null = null;
    try {
      publicKey = typeof pem === 'string' ? createPublicKey(pem) : null;
    } catch {
      publicKey = null;
    }
    if (publicKey?.asymmetricKeyType !== 'ed25519') throw new Error(`IDENTITY_PUBLIC_KEYS: "${kid}" must be the PEM of an Ed25519 public key`);
    keys.set(kid, publicKey);
  }
  return keys;
}

/** A new key pair (for the launcher and tests): the signing key, and the public keys accepting it as JSON. */
export function generateIdentityKeys(kid: string): { signingKey: IdentitySigningKey; privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signingKey: { kid, privateKey },
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export async function signIdentity(identity: Identity, key: IdentitySigningKey, ttlSeconds = IDENTITY_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: identity.sessionId, email: identity.email })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
    .setSubject(String(identity.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

/**
 * Assertions already verified, each until it expires. The gateway forwards the same assertion for
 * every call of a session for seconds (its session cache), so a service checks its signature once,
 * not per request (an Ed25519 verification was about a tenth of auth's CPU per GET /api/auth/me).
 * Keyed by the whole token, signature included, so only the exact bytes once verified pass.
 */
const verifiedAssertions = new LRUCache<string, { identity: Identity; expiresAtMs: number }>({ max: 10_000 });
let verifiedWith: IdentityPublicKeys | null = null;

/**
 * The identity in a valid assertion, or null when it is missing, forged, expired, or signed with a
 * key id the service does not list (a retired key).
 */
export async function verifyIdentity(token: string | undefined, publicKeys: IdentityPublicKeys): Promise<Identity | null> {
  if (!token) return null;
  // Verified under another set of keys says nothing about this one.
  if (verifiedWith !== publicKeys) {
    verifiedAssertions.clear();
    verifiedWith = publicKeys;
  }
  const known = verifiedAssertions.get(token);
  // jose's own rule: an assertion is valid while now is before its exp.
  if (known && Date.now() < known.expiresAtMs) return known.identity;
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const publicKey = header.kid === undefined ? undefined : publicKeys.get(header.kid);
        if (!publicKey) throw new errors.JWKSNoMatchingKey();
        return publicKey;
      },
      { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'], requiredClaims: ['exp'] },
    );
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload['sid'] !== 'string') return null;
    // Shared by every request carrying this assertion: frozen, so none can change another's caller.
    const identity: Identity = Object.freeze({ userId, sessionId: payload['sid'], email: typeof payload['email'] === 'string' ? payload['email'] : null });
    verifiedAssertions.set(token, { identity, expiresAtMs: (payload.exp as number) * 1000 });
    return identity;
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
  if (!secret || secret.length < 32) throw new Error('IDENTITY_SECRET must be at least 32 characters');
  return createHmac('sha256', secret).update('founder-internal-v1').digest('base64url');
}

let lastPublicKeys: { json: string; keys: IdentityPublicKeys } | null = null;

/** parsePublicKeys of a service's IDENTITY_PUBLIC_KEYS, parsed once, not on every request. */
export function identityPublicKeys(json: string): IdentityPublicKeys {
  if (lastPublicKeys?.json !== json) lastPublicKeys = { json, keys: parsePublicKeys(json) };
  return lastPublicKeys.keys;
}

/** The signing key in an environment's IDENTITY_SIGNING_KEY and IDENTITY_SIGNING_KEY_ID (the gateway's, and tests acting as the gateway). */
export function signingKeyFromEnvironment(env: Record<string, string | undefined> = process.env): IdentitySigningKey {
  return parseSigningKey(env['IDENTITY_SIGNING_KEY'], env['IDENTITY_SIGNING_KEY_ID']);
}
