import { recordStoredIdea, storedIdeaCookie } from './stored-idea-cookie';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('storedIdeaCookie', () => {
  it("says '1' when a selected idea or the founder's email is stored, '0' otherwise", () => {
    expect(storedIdeaCookie(storage({ currentIdeaId: '12' }))).toBe('founder_stored_idea=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(storedIdeaCookie(storage({ userEmail: 'ada@example.com' }))).toBe('founder_stored_idea=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(storedIdeaCookie(storage({}))).toBe('founder_stored_idea=0; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(storedIdeaCookie(null)).toBe('founder_stored_idea=0; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it("says '0' for a storage that refuses access", () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(storedIdeaCookie(refusing)).toBe('founder_stored_idea=0; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('recordStoredIdea', () => {
  it("writes the cookie on the page, and does nothing where there is no page", () => {
    const page = { cookie: '' };
    recordStoredIdea(storage({ currentIdeaId: '3' }), page);
    expect(page.cookie).toBe('founder_stored_idea=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(() => recordStoredIdea(storage({}), undefined)).not.toThrow();
  });
});
