import { openShareToken, sealShareToken, shareTokenKey } from './share-token-seal';

const TOKEN = 'Qm9vdHN0cmFwIGNvbXBhbnkgc2hhcmUgdG9rZW4gMDE';
const KEY = shareTokenKey('ideas-test-secret-with-at-least-32-characters');

describe('share token seal', () => {
  it('opens what it sealed, and never seals the same token to the same text twice', () => {
    const first = sealShareToken(TOKEN, KEY);
    const second = sealShareToken(TOKEN, KEY);
    expect(openShareToken(first, KEY)).toBe(TOKEN);
    expect(openShareToken(second, KEY)).toBe(TOKEN);
    expect(first).not.toBe(second);
    expect(first).not.toContain(TOKEN);
    expect(first).toHaveLength(95);
  });

  it('opens nothing under another secret, altered, or cut short', () => {
    const sealed = sealShareToken(TOKEN, KEY);
    expect(openShareToken(sealed, shareTokenKey('another-secret-with-at-least-32-characters'))).toBeNull();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1] ^= 1;
    expect(openShareToken(altered.toString('base64url'), KEY)).toBeNull();
    expect(openShareToken(sealed.slice(0, 30), KEY)).toBeNull();
  });
});
