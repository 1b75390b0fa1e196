import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { founderTheme } from '@founder/ui';

/**
 * What MantineProvider gives the components, for our one light theme. Its CSS variables and
 * visibility classes come from a stylesheet written at build time (tools/rspack/mantine-theme-css.js,
 * imported by bootstrap.tsx), and index.html sets the colour scheme: no page switches it.
 */
const MANTINE_CONTEXT = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

/** Mantine's context and theme for every area, without MantineProvider's run-time CSS code. */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={MANTINE_CONTEXT}>
      <MantineThemeProvider theme={founderTheme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
