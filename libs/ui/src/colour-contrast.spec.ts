import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from './colour-contrast';
import { founderStylesheetTheme, PLACEHOLDER_GREY } from './stylesheet-theme';

const theme = mergeMantineTheme(DEFAULT_THEME, founderStylesheetTheme);
const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
/** The palettes a component may be given (`color="green"`); 'dark' is a text colour here. */
const palettes = Object.keys(theme.colors).filter((name) => name !== 'dark');

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#37b24d', '#37b24d')).toBe(1);
  });

  it("gives the figures of the founder's walk: white on Mantine's green 7, yellow 9 on yellow 1", () => {
    expect(contrastRatio('#ffffff', DEFAULT_THEME.colors.green[7])).toBeCloseTo(2.75, 2);
    expect(contrastRatio(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeCloseTo(2.69, 2);
  });
});

// Issue 29 item 7: 'COMPLETED', '% MATCH' and 'Apply' were white on green at 2.75:1, 'Sample data'
// orange on yellow at 2.69:1. WCAG AA asks 4.5:1 of text.
describe('the theme meets WCAG AA (4.5:1) for the text of every variant', () => {
  it.each(palettes)('%s: white on filled, filled text on white (outline), light text on light', (name) => {
    const colors = theme.colors[name];
    expect(contrastRatio(theme.white, colors[shade])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.white, colors[shade + 1])).toBeGreaterThanOrEqual(4.5);
    // Light variants: shade 9 text on shade 1 (badges, buttons) and on shade 0 (alerts).
    expect(contrastRatio(colors[9], colors[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors[9], colors[0])).toBeGreaterThanOrEqual(4.5);
  });

  it("shows placeholders (a file picker's 'Choose a file') at 4.5:1 or more on white, lighter than dimmed text", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.gray[5], theme.white)).toBeCloseTo(2.07, 2);
    expect(contrastRatio(PLACEHOLDER_GREY, theme.white)).toBeCloseTo(4.69, 2);
    expect(contrastRatio(PLACEHOLDER_GREY, theme.white)).toBeLessThan(contrastRatio(theme.colors.gray[7], theme.white));
  });

  it('keeps each palette ordered from light to dark', () => {
    for (const name of palettes) {
      const ratios = theme.colors[name].map((colour) => contrastRatio(theme.white, colour));
      expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    }
  });
});
