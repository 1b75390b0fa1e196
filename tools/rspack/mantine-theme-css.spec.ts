import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { mantineThemeCss } = require('./mantine-theme-css') as {
  mantineThemeCss(options: { file: string; theme: string; resolver: string }): string;
};

describe('mantine-theme-css', () => {
  const css = mantineThemeCss({ file: join(__dirname, '../../libs/ui/src/stylesheet-theme.ts'), theme: 'founderStylesheetTheme', resolver: 'founderCssVariables' });

  it("writes the theme's variables that differ from Mantine's defaults, and our resolver's", () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled);');
    expect(css).toContain('--mantine-cursor-type: pointer;');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    // Primary shade 7 in the light scheme.
    expect(css).toContain('--mantine-color-indigo-filled: var(--mantine-color-indigo-7);');
    expect(css).not.toContain('--mantine-scale:');
  });

  it('leaves out the dark colour scheme, which the page never uses', () => {
    // Our variables first (stylesheet-theme.ts: placeholders at 4.69:1), then Mantine's.
    expect(css).toContain(':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--mantine-color-placeholder: #6c757d;--mantine-color-anchor: var(--mantine-color-indigo-7);');
    expect(css).not.toContain('dark"]');
    expect(css).not.toContain('--mantine-color-indigo-filled: var(--mantine-color-indigo-5);');
  });

  it('writes the classes behind hiddenFrom and visibleFrom for each breakpoint', () => {
    expect(css).toContain('@media (max-width: 35.99375em) {.mantine-visible-from-xs {display: none !important;}}');
    expect(css).toContain('@media (min-width: 62em) {.mantine-hidden-from-md {display: none !important;}}');
  });
});
