import { IDEA_CREATION_LIMITS, ideaOwnerKey, tooManyIdeasMessage } from './idea-creation-limits';

describe('idea creation limits', () => {
  it('allow 30 ideas an hour per account or browser, 60 per client address for every caller without an account', () => {
    expect(IDEA_CREATION_LIMITS).toEqual({ perOwner: { limit: 30, windowMs: 3_600_000 }, perAnonymousClient: { limit: 60, windowMs: 3_600_000 } });
  });

  it('count against the account first, then the browser, else nobody', () => {
    expect(ideaOwnerKey({ userId: 7, browserId: 'b-1' })).toBe('user:7');
    expect(ideaOwnerKey({ userId: null, browserId: 'b-1' })).toBe('browser:b-1');
    expect(ideaOwnerKey({ userId: null, browserId: null })).toBeNull();
    expect(ideaOwnerKey(undefined)).toBeNull();
  });

  it('say how many minutes to wait', () => {
    expect(tooManyIdeasMessage(0)).toBe('Too many ideas submitted. Please try again in 1 minute.');
    expect(tooManyIdeasMessage(3599)).toBe('Too many ideas submitted. Please try again in 60 minutes.');
  });
});
