import { coverText, slideColumns, slideLines } from './slide-text';

describe('slideLines', () => {
  it('keeps every line the founder typed without bullets as its own line', () => {
    expect(slideLines('Night nurses skip meals\nNo planner follows a roster\nWe fix both')).toEqual([
      { kind: 'text', text: 'Night nurses skip meals', gapBefore: false },
      { kind: 'text', text: 'No planner follows a roster', gapBefore: false },
      { kind: 'text', text: 'We fix both', gapBefore: false },
    ]);
  });

  it('reads -, •, * and numbered lines as bullets without their marker', () => {
    expect(slideLines('- one\n• two\n* three\n1. four\n2) five').map((line) => [line.kind, line.text])).toEqual([
      ['bullet', 'one'],
      ['bullet', 'two'],
      ['bullet', 'three'],
      ['bullet', 'four'],
      ['bullet', 'five'],
    ]);
  });

  it('turns blank lines into a gap before the next line, never a line of its own', () => {
    expect(slideLines('\n\nFirst\n\n\n  Second  \r\nThird\n\n')).toEqual([
      { kind: 'text', text: 'First', gapBefore: false },
      { kind: 'text', text: 'Second', gapBefore: true },
      { kind: 'text', text: 'Third', gapBefore: false },
    ]);
  });

  it('reads short colon lines and marked lines as headings, but not a labelled figure', () => {
    expect(slideLines('Key risks:\n**Traction**\n## Team\nYear 1 revenue: $315,000').map((line) => [line.kind, line.text])).toEqual([
      ['heading', 'Key risks'],
      ['heading', 'Traction'],
      ['heading', 'Team'],
      ['text', 'Year 1 revenue: $315,000'],
    ]);
  });

  it('answers no lines for empty text', () => {
    expect(slideLines('')).toEqual([]);
    expect(slideLines(' \n \n')).toEqual([]);
  });
});

describe('coverText', () => {
  it('heads the title slide with its first line, and the idea title when it has none', () => {
    expect(coverText({ id: 'title', title: 'Company Name', content: 'ShiftPlate\n\nMeals that follow your roster' }, 'Idea')).toEqual({
      heading: 'ShiftPlate',
      body: [{ kind: 'text', text: 'Meals that follow your roster', gapBefore: false }],
    });
    expect(coverText({ id: 'title', title: 'Company Name', content: '' }, 'ShiftPlate').heading).toBe('ShiftPlate');
    expect(coverText({ id: 'title', title: 'Company Name', content: '- a bullet' }, 'ShiftPlate')).toEqual({
      heading: 'ShiftPlate',
      body: [{ kind: 'bullet', text: 'a bullet', gapBefore: false }],
    });
  });

  it('heads the closing slide with its title, without repeating it', () => {
    expect(coverText({ id: 'closing', title: 'Thank You', content: 'Thank you\nada@example.com' }, 'ShiftPlate')).toEqual({
      heading: 'Thank You',
      body: [{ kind: 'text', text: 'ada@example.com', gapBefore: false }],
    });
  });
});

describe('slideColumns', () => {
  const lines = slideLines('- one\n- two\n- three\n\n- four\n- five');

  it('puts a split slide in two halves, the first one the longer', () => {
    expect(slideColumns(lines, 'split').map((column) => column.map((line) => line.text))).toEqual([
      ['one', 'two', 'three'],
      ['four', 'five'],
    ]);
    expect(slideColumns(lines, 'split')[1][0].gapBefore).toBe(false);
  });

  it('never ends the left column with a heading', () => {
    const withHeading = slideLines('Plan:\n- one\nRisks:\n- two');
    expect(slideColumns(withHeading, 'split').map((column) => column.map((line) => line.text))).toEqual([
      ['Plan', 'one'],
      ['Risks', 'two'],
    ]);
  });

  it('keeps every other layout, and a single line, in one column', () => {
    expect(slideColumns(lines, 'full-content')).toEqual([lines]);
    expect(slideColumns(lines, 'chart')).toEqual([lines]);
    expect(slideColumns(slideLines('only'), 'split')).toEqual([slideLines('only')]);
  });
});
