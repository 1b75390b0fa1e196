import { shareLinkLabel, shareLinkName } from './share-link-label';

describe('shareLinkLabel', () => {
  it('says when the link was made and how often it was opened', () => {
    expect(shareLinkLabel({ createdAt: '2026-11-23T06:58:00.000Z', views: 2 }, 'en-GB', 'UTC')).toBe('Created 23 Nov 2026, 06:58 · 2 views');
    expect(shareLinkLabel({ createdAt: '2026-11-23T06:58:00.000Z', views: 1 }, 'en-GB', 'UTC')).toBe('Created 23 Nov 2026, 06:58 · 1 view');
    expect(shareLinkLabel({ createdAt: '2026-01-05T18:03:00.000Z', views: 0 }, 'en-GB', 'UTC')).toBe('Created 5 Jan 2026, 18:03 · 0 views');
  });
});

describe('shareLinkName', () => {
  it("is the owner's label, else the link's number", () => {
    expect(shareLinkName({ id: 7, label: 'Seed investors' })).toBe('Seed investors');
    expect(shareLinkName({ id: 7, label: null })).toBe('Link 7');
  });
});
