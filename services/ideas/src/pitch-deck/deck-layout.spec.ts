import { CONTENT, chartScale, deckSlidePlans, estimatedTextHeight, fittedBodySize } from './deck-layout';
import { diagonalGradientPng, gradientColour } from './gradient-png';

const slide = (content: string) => ({ content, notes: '' });

describe('deckSlidePlans', () => {
  const plans = deckSlidePlans('LoomLedger', {
    title: slide(''),
    problem: slide('Line one\nLine two'),
    financial: slide('Year 1 revenue: $52,400\nYear 2 revenue: $131,000'),
    market: slide('Market size: $2.5B - $10B\nGrowth: 15%'),
    closing: slide('Thank you\nada@example.com'),
  });

  it('lays out the 10 slides with the app layouts: covers first and last, numbers "n / 10"', () => {
    expect(plans.map((plan) => [plan.id, plan.cover, plan.kicker, plan.footer.right])).toEqual([
      ['title', true, null, '1 / 10'],
      ['problem', false, '02', '2 / 10'],
      ['solution', false, '03', '3 / 10'],
      ['market', false, '04', '4 / 10'],
      ['business-model', false, '05', '5 / 10'],
      ['traction', false, '06', '6 / 10'],
      ['team', false, '07', '7 / 10'],
      ['financial', false, '08', '8 / 10'],
      ['funding', false, '09', '9 / 10'],
      ['closing', true, null, '10 / 10'],
    ]);
  });

  it('heads the title slide with the idea when its text has no name, never "Company Name"', () => {
    expect(plans[0].heading).toBe('LoomLedger');
    expect(plans[9].heading).toBe('Thank You');
    expect(plans[9].columns[0].lines.map((line) => line.text)).toEqual(['ada@example.com']);
  });

  it('keeps typed lines, and gives a chart only to chart slides with two figures or more', () => {
    expect(plans[1].columns.map((column) => column.lines.map((line) => line.text))).toEqual([['Line one', 'Line two']]);
    expect(plans[7].figures.map((figure) => figure.value)).toEqual([52_400, 131_000]);
    expect(plans[7].chart).not.toBeNull();
    expect(plans[7].columns[0].box.w + plans[7].chart!.w + CONTENT.chartGap).toBeCloseTo(100 - CONTENT.left - CONTENT.right);
    expect(plans[3].chart).toBeNull();
    expect(plans[1].chart).toBeNull();
    expect(plans[1].columns[0].box.w).toBe(100 - CONTENT.left - CONTENT.right);
  });
});

describe('split slides', () => {
  it('lay their lines out in two columns side by side, as the app does', () => {
    const [solution] = deckSlidePlans('LoomLedger', { solution: slide('- one\n- two\n- three\n- four') }).filter((plan) => plan.id === 'solution');
    expect(solution.layout).toBe('split');
    expect(solution.columns.map((column) => column.lines.map((line) => line.text))).toEqual([
      ['one', 'two'],
      ['three', 'four'],
    ]);
    const [left, right] = solution.columns.map((column) => column.box);
    expect(right.x).toBeCloseTo(left.x + left.w + CONTENT.columnGap);
    expect(right.x + right.w).toBeCloseTo(100 - CONTENT.right);
  });
});

describe('fittedBodySize', () => {
  const box = { x: 7, y: 14, w: 87, h: 36 };
  const line = (text: string) => ({ kind: 'text' as const, text, gapBefore: false });

  it("keeps the canvas's size when the text fits, and shrinks long text until it fits", () => {
    expect(fittedBodySize([line('Short')], box)).toBe(CONTENT.bodySize);
    const long = Array.from({ length: 14 }, (_, index) => line(`Line ${index} `.repeat(12)));
    const size = fittedBodySize(long, box);
    expect(size).toBeLessThan(CONTENT.bodySize);
    expect(size).toBeGreaterThanOrEqual(CONTENT.minBodySize);
    expect(estimatedTextHeight(long, box.w, size)).toBeLessThanOrEqual(box.h);
  });

  it('never goes below the minimum', () => {
    expect(fittedBodySize(Array.from({ length: 200 }, () => line('x'.repeat(200))), box)).toBe(CONTENT.minBodySize);
  });
});

describe('chartScale', () => {
  it('counts in the unit of the largest figure', () => {
    const figures = (...values: number[]) => values.map((value) => ({ label: 'x', value, sign: '$', text: '' }));
    expect(chartScale(figures(52_400, 550_200))).toEqual({ divisor: 1e3, suffix: 'K' });
    expect(chartScale(figures(1.2e6, 500e3))).toEqual({ divisor: 1e6, suffix: 'M' });
    expect(chartScale(figures(2.5e9))).toEqual({ divisor: 1e9, suffix: 'B' });
    expect(chartScale(figures(999))).toEqual({ divisor: 1, suffix: '' });
  });
});

describe('diagonalGradientPng', () => {
  it('is a PNG of the size asked, from the first colour to the last', () => {
    const png = diagonalGradientPng(32, 18, ['#364fc7', '#6741d9', '#ae3ec9']);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 18]);
    expect(gradientColour(['#364fc7', '#6741d9', '#ae3ec9'], 0)).toEqual([0x36, 0x4f, 0xc7]);
    expect(gradientColour(['#364fc7', '#6741d9', '#ae3ec9'], 0.5)).toEqual([0x67, 0x41, 0xd9]);
    expect(gradientColour(['#364fc7', '#6741d9', '#ae3ec9'], 1)).toEqual([0xae, 0x3e, 0xc9]);
  });
});
