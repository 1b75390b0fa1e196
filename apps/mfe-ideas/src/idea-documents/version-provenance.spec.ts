import { versionAuthor, versionProvenance } from './version-provenance';

describe('versionProvenance', () => {
  it.each([
    ['llm', null, 'Written by your AI model'],
    ['builtin', null, 'Written by the built-in composer'],
    ['builtin-fallback', null, 'Built-in composer (the AI answer was unusable)'],
    ['builtin-fallback', 'the AI changed the price (KES 18,000 -> $450)', 'Written by the built-in composer: the AI changed the price (KES 18,000 -> $450)'],
    ['edited', null, 'Your edit'],
    ['restored', null, 'Restored from history'],
  ] as const)('%s (%s)', (source, fallbackReason, expected) => {
    expect(versionProvenance({ source, fallbackReason })).toBe(expected);
  });
});

describe('versionAuthor', () => {
  it('names the member who made the version', () => {
    expect(versionAuthor({ authorName: 'Grace Hopper' })).toBe('by Grace Hopper');
  });

  it('nothing for a version without a named author', () => {
    expect(versionAuthor({ authorName: null })).toBeNull();
  });
});
