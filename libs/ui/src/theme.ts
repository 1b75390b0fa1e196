import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The one Mantine theme of every frontend: a calm deep blue that reads as dependable, system fonts
 * (nothing to download), and medium rounding.
 */
export const founderTheme = createTheme({
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
