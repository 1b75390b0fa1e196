import { fallbackNotice, partsProvenance } from './parts-provenance';

const PARTS = [
  { id: 'marketData', title: 'Market overview' },
  { id: 'competitors', title: 'Competitors' },
  { id: 'segments', title: 'Segments' },
];

describe('partsProvenance', () => {
  it("says who wrote each part's current version, with why the built-in composer stood in, in the document's order", () => {
    const parts = partsProvenance(PARTS, {
      segments: { source: 'builtin-fallback', fallbackReason: null },
      marketData: { source: 'llm', fallbackReason: null },
      competitors: { source: 'builtin-fallback', fallbackReason: 'the AI changed the currency (KES -> USD)' },
    });
    expect(parts).toEqual([
      { id: 'marketData', title: 'Market overview', provenance: 'Written by your AI model', fellBack: false },
      { id: 'competitors', title: 'Competitors', provenance: 'Written by the built-in composer: the AI changed the currency (KES -> USD)', fellBack: true },
      { id: 'segments', title: 'Segments', provenance: 'Built-in composer (the AI answer was unusable)', fellBack: true },
    ]);
    expect(fallbackNotice(parts)).toBe('2 of 3 parts were written by the built-in composer instead of your AI model');
  });

  it('says nothing of a part not yet known, and gives no notice when no part fell back', () => {
    const parts = partsProvenance(PARTS, { marketData: { source: 'builtin', fallbackReason: null }, competitors: { source: 'edited', fallbackReason: null } });
    expect(parts.map((part) => part.provenance)).toEqual(['Written by the built-in composer', 'Your edit', null]);
    expect(fallbackNotice(parts)).toBeNull();
    expect(fallbackNotice(partsProvenance(PARTS, { segments: { source: 'builtin-fallback', fallbackReason: null } }))).toBe(
      '1 of 3 parts was written by the built-in composer instead of your AI model',
    );
  });
});
