import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

const colors = Object.fromEntries(
  Object.entries(DARKER).map(([name, dark]) => [name, [...DEFAULT_THEME.colors[name].slice(0, 7), ...dark] as unknown as MantineColorsTuple]),
);

/**
 * The one Mantine theme of every frontend: a calm deep blue that reads as dependable, system fonts
 * (nothing to download), and medium rounding.
 */
export const founderTheme = createTheme({
  colors,
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed text is gray 6, 3.3:1 on white, under the 4.5:1 that WCAG AA asks of body text;
 * gray 7 gives 8:1 and still reads as secondary. Written into the shell's stylesheet at build time
 * (tools/rspack/mantine-theme-css.js), so every area gets it.
 */
export const founderCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
