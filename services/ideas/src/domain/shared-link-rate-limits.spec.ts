import { SHARED_LINK_RATE_LIMITS } from './shared-link-rate-limits';

describe('shared link rate limits', () => {
  it('allows per client 60 headlines a minute, 30 visits and 120 files in 10 minutes, 5 access requests an hour', () => {
    expect(SHARED_LINK_RATE_LIMITS).toEqual({
      headline: { limit: 60, windowMs: 60_000 },
      visit: { limit: 30, windowMs: 600_000 },
      file: { limit: 120, windowMs: 600_000 },
      accessRequest: { limit: 5, windowMs: 3_600_000 },
    });
  });
});
