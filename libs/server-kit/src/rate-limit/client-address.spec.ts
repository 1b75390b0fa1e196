import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it("takes the gateway's x-forwarded-for, else the peer address", () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9, 10.0.0.1', '127.0.0.1')).toBe('203.0.113.9');
    expect(clientAddress(undefined, '::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1');
    expect(clientAddress('', undefined)).toBe('unknown');
  });
});
