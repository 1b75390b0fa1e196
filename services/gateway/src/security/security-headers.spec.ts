import { NON_HTML_HEADERS, pageHeadersToSet } from './security-headers';

describe('pageHeadersToSet', () => {
  const pageHeaders = { 'referrer-policy': 'no-referrer', 'content-security-policy': "default-src 'self'", 'x-frame-options': 'SAMEORIGIN' };

  it("replaces the gateway's non-page defaults and fills what is missing", () => {
    const current: Record<string, string> = { 'content-security-policy': NON_HTML_HEADERS['content-security-policy'] };
    expect(pageHeadersToSet(pageHeaders, (name) => current[name])).toEqual(pageHeaders);
  });

  it("keeps what the answer set itself: a published site's referrer policy and its own policy", () => {
    const current: Record<string, string> = { 'referrer-policy': 'same-origin', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" };
    expect(pageHeadersToSet(pageHeaders, (name) => current[name])).toEqual({ 'x-frame-options': 'SAMEORIGIN' });
  });
});
