import { bodyLimitOf, continueWanted } from './expect-continue';

const own = ['http://localhost:4200'];
const asking = (method: string, url: string, headers: Record<string, string>) => ({ method, url, headers });

describe('bodyLimitOf', () => {
  it('is the route limit: uploads, logos, site forms, and 1 MiB for the rest', () => {
    expect(bodyLimitOf('POST', '/api/documents')).toBe(26 * 1024 * 1024);
    expect(bodyLimitOf('PUT', '/api/companies/7/logo')).toBe(8 * 1024 * 1024);
    expect(bodyLimitOf('POST', '/sites/loom/early-access')).toBe(4096);
    expect(bodyLimitOf('POST', '/api/startup-ideas?x=1')).toBe(1024 * 1024);
  });
});

describe('continueWanted', () => {
  it('asks for a body within the limit from no origin or its own', () => {
    expect(continueWanted(asking('POST', '/api/startup-ideas', { 'content-length': '1000' }), own)).toBe(true);
    expect(continueWanted(asking('POST', '/api/documents', { 'content-length': String(20 * 1024 * 1024), origin: 'http://localhost:4200' }), own)).toBe(true);
    expect(continueWanted(asking('POST', '/api/startup-ideas', { 'transfer-encoding': 'chunked' }), own)).toBe(true);
  });

  it('does not ask for a body over the route limit', () => {
    expect(continueWanted(asking('POST', '/api/startup-ideas', { 'content-length': String(1024 * 1024 + 1) }), own)).toBe(false);
    expect(continueWanted(asking('POST', '/sites/loom/early-access', { 'content-length': '5000' }), own)).toBe(false);
  });

  it('does not ask for the body of a state-changing call from a foreign origin', () => {
    expect(continueWanted(asking('PUT', '/api/networking/profile', { 'content-length': '10', origin: 'http://evil.example' }), own)).toBe(false);
  });
});
