import { reachedOverHttps } from './reached-over-https';

describe('reachedOverHttps', () => {
  it.each([
    ['https', 'http', true],
    ['HTTPS', 'http', true],
    ['https, http', 'http', true],
    [['https'], 'http', true],
    ['http', 'http', false],
    // The forwarded value comes first: a TLS hop to the service does not make a plain-HTTP browser secure.
    ['http', 'https', false],
    [undefined, 'https', true],
    ['', 'https', true],
    [undefined, 'http', false],
    [undefined, undefined, false],
  ] as const)('x-forwarded-proto %j, connection %s -> %s', (proto, protocol, expected) => {
    expect(reachedOverHttps(proto as string | string[] | undefined, protocol)).toBe(expected);
  });
});
