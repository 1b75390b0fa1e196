import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { generateIdentityKeys, identityPublicKeys, internalToken, isIdentityHeader, parsePublicKeys, parseSigningKey, signIdentity, verifyIdentity } from './identity-assertion';

const secret = 'a-test-secret-that-is-long-enough-123456';
const ada = { userId: 42, sessionId: 'abc', email: 'a@b.co' };
const current = generateIdentityKeys('2025-01');
const next = generateIdentityKeys('2025-07');
const publicKeys = (...pairs: Array<ReturnType<typeof generateIdentityKeys>>) =>
  parsePublicKeys(JSON.stringify(Object.fromEntries(pairs.map((pair) => [pair.signingKey.kid, pair.publicKeyPem]))));

describe('identity assertion', () => {
  it('round-trips an identity signed with the private key and verified with the public one', async () => {
    const token = await signIdentity(ada, current.signingKey);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'EdDSA', kid: '2025-01' });
    expect(await verifyIdentity(token, publicKeys(current))).toEqual(ada);
  });

  it('accepts every listed key during a rotation, and refuses a key id no longer listed', async () => {
    const both = publicKeys(current, next);
    expect(await verifyIdentity(await signIdentity(ada, current.signingKey), both)).toEqual(ada);
    expect(await verifyIdentity(await signIdentity(ada, next.signingKey), both)).toEqual(ada);
    expect(await verifyIdentity(await signIdentity(ada, current.signingKey), publicKeys(next))).toBeNull();
  });

  it('refuses a token signed by another key under a listed key id', async () => {
    const impostor = generateIdentityKeys('2025-01');
    expect(await verifyIdentity(await signIdentity(ada, impostor.signingKey), publicKeys(current))).toBeNull();
  });

  it('refuses a tampered token, and one made with a shared secret (HS256)', async () => {
    const [header, , signature] = (await signIdentity(ada, current.signingKey)).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', sid: 'abc', iss: 'founder-gateway', aud: 'founder-services', exp: 4102444800 })).toString('base64url');
    expect(await verifyIdentity(`${header}.${otherPayload}.${signature}`, publicKeys(current))).toBeNull();
    const hsHeader = Buffer.from(JSON.stringify({ alg: 'HS256', kid: '2025-01' })).toString('base64url');
    const hsSignature = createHmac('sha256', current.publicKeyPem).update(`${hsHeader}.${otherPayload}`).digest('base64url');
    expect(await verifyIdentity(`${hsHeader}.${otherPayload}.${hsSignature}`, publicKeys(current))).toBeNull();
  });

  it('rejects an expired token, garbage and a missing token', async () => {
    expect(await verifyIdentity(await signIdentity(ada, current.signingKey, -5), publicKeys(current))).toBeNull();
    expect(await verifyIdentity('not.a.jwt', publicKeys(current))).toBeNull();
    expect(await verifyIdentity(undefined, publicKeys(current))).toBeNull();
  });

  it('answers an assertion it verified from memory until its exp, and only for the exact token', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const keys = publicKeys(current);
      const token = await signIdentity(ada, current.signingKey);
      const first = await verifyIdentity(token, keys);
      expect(first).toEqual(ada);
      expect(await verifyIdentity(token, keys)).toBe(first);
      const [header, payload, signature] = token.split('.');
      const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      expect(await verifyIdentity(`${header}.${payload}.${otherSignature}`, keys)).toBeNull();
      jest.setSystemTime(new Date('2026-01-01T00:00:29.999Z'));
      expect(await verifyIdentity(token, keys)).toBe(first);
      jest.setSystemTime(new Date('2026-01-01T00:00:30Z'));
      expect(await verifyIdentity(token, keys)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an assertion without an expiry, even with a valid signature', async () => {
    const endless = await new SignJWT({ sid: 'abc', email: null })
      .setProtectedHeader({ alg: 'EdDSA', kid: '2025-01' })
      .setSubject('42')
      .setIssuer('founder-gateway')
      .setAudience('founder-services')
      .sign(current.signingKey.privateKey);
    expect(await verifyIdentity(endless, publicKeys(current))).toBeNull();
  });

  it('names what is wrong with a key setting', () => {
    expect(() => parseSigningKey(current.privateKeyPem, '')).toThrow('IDENTITY_SIGNING_KEY_ID must be 1 to 64 letters, digits, ".", "_" or "-"');
    expect(() => parseSigningKey(current.publicKeyPem, 'k1')).toThrow('IDENTITY_SIGNING_KEY must be the PEM of an Ed25519 private key');
    expect(parseSigningKey(current.privateKeyPem, 'k1').kid).toBe('k1');
    expect(() => parsePublicKeys('')).toThrow('IDENTITY_PUBLIC_KEYS must be a JSON object of key id to public key PEM, with at least one key');
    expect(() => parsePublicKeys('{}')).toThrow('IDENTITY_PUBLIC_KEYS must be a JSON object of key id to public key PEM, with at least one key');
    expect(() => parsePublicKeys(JSON.stringify({ k1: 'nope' }))).toThrow('IDENTITY_PUBLIC_KEYS: "k1" must be the PEM of an Ed25519 public key');
    expect(() => parsePublicKeys(JSON.stringify({ 'k 1': current.publicKeyPem }))).toThrow('IDENTITY_PUBLIC_KEYS: the key id "k 1" must be');
  });

  it('parses a service\'s public keys once', () => {
    const json = JSON.stringify({ k1: current.publicKeyPem });
    expect(identityPublicKeys(json)).toBe(identityPublicKeys(json));
    expect([...identityPublicKeys(json).keys()]).toEqual(['k1']);
  });

  it('recognises identity headers a client must not send', () => {
    expect(isIdentityHeader('X-Founder-Identity')).toBe(true);
    expect(isIdentityHeader('x-user-id')).toBe(true);
    expect(isIdentityHeader('content-type')).toBe(false);
  });
});

describe('internalToken', () => {
  it('is stable for a secret and differs from it', () => {
    expect(internalToken(secret)).toBe(internalToken(secret));
    expect(internalToken(secret)).not.toContain(secret);
    expect(internalToken(secret)).not.toBe(internalToken('another-secret-that-is-also-long-enough'));
  });
});
