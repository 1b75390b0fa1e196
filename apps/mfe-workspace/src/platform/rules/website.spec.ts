import { defaultDomain } from './website';

describe('defaultDomain', () => {
  it('lowercases, strips non-alphanumerics and cuts to 20 characters', () => {
    expect(defaultDomain('Loom Ledger!')).toBe('loomledger.com');
    expect(defaultDomain('The Very Long Company Name Inc.')).toBe('theverylongcompanyna.com');
  });
});
