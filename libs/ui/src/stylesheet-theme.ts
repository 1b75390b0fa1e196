// What tools/rspack/mantine-theme-css.js writes into the shell's stylesheet at build time: the theme
// with its palette, and our CSS variables. No page imports this file (not exported by @founder/ui),
// so the page's JavaScript carries none of it: components read colours through CSS variables.
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { founderTheme } from './theme';

/**
 * Mantine's palette with its darkest three shades darkened where white text on the filled shade (7,
 * the primary shade) or shade 9 text on the light shades (1 and 0: light badges, buttons and
 * alerts) fell under WCAG AA's 4.5:1: white on green 7 was 2.75:1, yellow 9 on yellow 1 2.69:1
 * (issue 29 item 7; colour-contrast.spec.ts checks every palette). Shades 0-6 are Mantine's.
 */
const DARKER: Record<string, readonly [string, string, string]> = {
  red: ['#d83838', '#ca2c2c', '#bd2727'],
  blue: ['#1a76c9', '#186cba', '#1864ab'],
  cyan: ['#0d8091', '#0b7587', '#0a6c7e'],
  teal: ['#0a8560', '#077956', '#077050'],
  green: ['#298439', '#247834', '#226e32'],
  lime: ['#51810f', '#47760b', '#436c09'],
  yellow: ['#a26900', '#9c5b00', '#984f00'],
  orange: ['#c35106', '#b74609', '#b03a0c'],
};

export const founderPalette = Object.fromEntries(
  Object.entries(DARKER).map(([name, dark]) => [name, [...DEFAULT_THEME.colors[name].slice(0, 7), ...dark] as unknown as MantineColorsTuple]),
);

/** founderTheme with its palette: what tools/rspack/mantine-theme-css.js writes into the shell's stylesheet. */
export const founderStylesheetTheme = createTheme({ ...founderTheme, colors: founderPalette });

/**
 * A placeholder's grey: Mantine's gray 5 is 2.07:1 on white, which a file picker shows as its text
 * ('Choose a file'); this one is 4.69:1, lighter than dimmed text so it still reads as a hint.
 */
export const PLACEHOLDER_GREY = '#6c757d';

/**
 * Mantine's dimmed text is gray 6, 3.3:1 on white, under the 4.5:1 that WCAG AA asks of body text;
 * gray 7 gives 8:1 and still reads as secondary. Placeholders get PLACEHOLDER_GREY. Written into the
 * shell's stylesheet at build time (tools/rspack/mantine-theme-css.js), so every area gets them.
 */
export const founderCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': PLACEHOLDER_GREY },
  dark: {},
});
