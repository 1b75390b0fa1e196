import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const SECRET = 's'.repeat(32);

describe('unsubscribe tokens', () => {
  it('reads back the founder and kind it was made for', () => {
    const token = unsubscribeToken({ userId: 42, kind: 'connectionRequest' }, SECRET);
    expect(token).toMatch(/^42\.connectionRequest\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(token, SECRET)).toEqual({ userId: 42, kind: 'connectionRequest' });
  });

  it('refuses a token whose founder or kind was changed, or made with another secret', () => {
    const token = unsubscribeToken({ userId: 42, kind: 'connectionRequest' }, SECRET);
    const signature = token.split('.')[2];
    expect(readUnsubscribeToken(`43.connectionRequest.${signature}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(`42.eventChanged.${signature}`, SECRET)).toBeNull();
    expect(readUnsubscribeToken(token, 't'.repeat(32))).toBeNull();
  });

  it.each(['', 'nonsense', '42.connectionRequest', '42.unknownKind.' + 'a'.repeat(43), '0.eventChanged.' + 'a'.repeat(43), '99999999999.eventChanged.' + 'a'.repeat(43)])(
    'refuses the malformed token %j',
    (token) => {
      expect(readUnsubscribeToken(token, SECRET)).toBeNull();
    },
  );
});
