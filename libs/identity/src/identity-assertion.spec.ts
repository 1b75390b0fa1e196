import { signIdentity, verifyIdentity, isIdentityHeader, internalToken } from './identity-assertion';

const secret = 'a-test-secret-that-is-long-enough-123456';

describe('identity assertion', () => {
  it('round-trips a signed identity', async () => {
    const token = await signIdentity({ userId: 42, sessionId: 'abc', email: 'a@b.co' }, secret);
    expect(await verifyIdentity(token, secret)).toEqual({ userId: 42, sessionId: 'abc', email: 'a@b.co' });
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signIdentity({ userId: 1, sessionId: 's', email: null }, 'another-secret-that-is-also-long-enough');
    expect(await verifyIdentity(token, secret)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const token = await signIdentity({ userId: 1, sessionId: 's', email: null }, secret, -5);
    expect(await verifyIdentity(token, secret)).toBeNull();
  });

  it('rejects garbage and a missing token', async () => {
    expect(await verifyIdentity('not.a.jwt', secret)).toBeNull();
    expect(await verifyIdentity(undefined, secret)).toBeNull();
  });

  it('refuses a short secret', async () => {
    await expect(signIdentity({ userId: 1, sessionId: 's', email: null }, 'short')).rejects.toThrow('IDENTITY_SECRET');
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
