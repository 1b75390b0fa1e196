import { DEFAULT_THEME } from '@mantine/core';
import { DECK_THEME } from '@founder/contracts';
import { founderStylesheetTheme } from './stylesheet-theme';

describe('DECK_THEME', () => {
  it("is the Mantine palette of the app's theme, shade for shade", () => {
    const colors = { ...DEFAULT_THEME.colors, ...founderStylesheetTheme.colors };
    expect(DECK_THEME.cover).toEqual([colors.indigo[9], colors.violet[8], colors.grape[7]]);
    expect(DECK_THEME.accent).toBe(colors.indigo[6]);
    expect(DECK_THEME.accentSoft).toBe(colors.violet[5]);
    expect(DECK_THEME.ink).toBe(colors.dark[7]);
    expect(DECK_THEME.muted).toBe(colors.gray[6]);
    expect(DECK_THEME.border).toBe(colors.gray[2]);
    expect(DECK_THEME.axis).toBe(colors.gray[3]);
  });
});
