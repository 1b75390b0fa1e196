import { createTheme } from '@mantine/core';

/**
 * The one Mantine theme of every frontend: a calm deep blue that reads as dependable, system fonts
 * (nothing to download), and medium rounding. Its palette and CSS variables are in the shell's
 * stylesheet only (stylesheet-theme.ts): components read colours through CSS variables
 * (`var(--mantine-color-green-filled)`), so the page's JavaScript carries no colour codes ('/' is held
 * to its JavaScript budget).
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
