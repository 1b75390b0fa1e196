import { clearCurrentIdea, parseIdeaId, readCurrentIdea, storeCurrentIdea } from './current-idea-storage';

/** A Storage with the browser's semantics (strings in, strings or null out). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('parseIdeaId', () => {
  it('accepts positive whole numbers only', () => {
    expect(['7', ' 12 ', '0', '-3', '1.5', 'abc', '', null].map(parseIdeaId)).toEqual([7, 12, null, null, null, null, null, null]);
  });
});

describe('the current idea in local storage', () => {
  it('uses the keys currentIdeaId and userEmail', () => {
    const store = memoryStorage();
    expect(readCurrentIdea(store)).toEqual({ ideaId: null, email: null });
    storeCurrentIdea({ id: 42, email: 'ada@example.com' }, store);
    expect(store.getItem('currentIdeaId')).toBe('42');
    expect(store.getItem('userEmail')).toBe('ada@example.com');
    expect(readCurrentIdea(store)).toEqual({ ideaId: 42, email: 'ada@example.com' });
  });

  it('keeps the email when a selection has none, and forgets only the idea on clear', () => {
    const store = memoryStorage();
    storeCurrentIdea({ id: 1, email: 'ada@example.com' }, store);
    storeCurrentIdea({ id: 2 }, store);
    expect(readCurrentIdea(store)).toEqual({ ideaId: 2, email: 'ada@example.com' });
    clearCurrentIdea(store);
    expect(readCurrentIdea(store)).toEqual({ ideaId: null, email: 'ada@example.com' });
  });

  it('works without storage', () => {
    expect(readCurrentIdea(null)).toEqual({ ideaId: null, email: null });
    expect(() => storeCurrentIdea({ id: 1 }, null)).not.toThrow();
  });
});
