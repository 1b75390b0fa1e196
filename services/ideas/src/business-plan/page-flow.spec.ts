import { startsNewPage } from './page-flow';

describe('startsNewPage (keep-with-next)', () => {
  const page = { bottom: 780, headingHeight: 30, keptBodyHeight: 45 };

  it('keeps a heading on the page when it and the first lines of its text fit', () => {
    expect(startsNewPage({ ...page, y: 100 })).toBe(false);
    expect(startsNewPage({ ...page, y: 705 })).toBe(false);
  });

  it('moves a heading to the next page rather than leave it at the bottom without its text', () => {
    expect(startsNewPage({ ...page, y: 706 })).toBe(true);
    expect(startsNewPage({ ...page, y: 760, keptBodyHeight: 0 })).toBe(true);
  });
});
