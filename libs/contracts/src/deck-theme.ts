/**
 * The colours the slides are drawn in, as hex: the in-app slide (mfe-ideas, Mantine palette of
 * libs/ui's theme) and the PPTX and PDF exports (ideas service) use the same ones. libs/ui checks
 * them against the Mantine palette.
 */
export const DECK_THEME = {
  /** The cover's gradient, 135deg: indigo.9, violet.8, grape.7. */
  cover: ['#364fc7', '#6741d9', '#ae3ec9'],
  /** Slide numbers, the left bar: indigo.6. */
  accent: '#4c6ef5',
  /** The bars of a chart and the left bar's end: violet.5. */
  accentSoft: '#845ef7',
  /** Titles and text: dark.7. */
  ink: '#242424',
  /** Footer and chart labels: gray.6. */
  muted: '#868e96',
  /** Slide border and chart axis: gray.2 and gray.3. */
  border: '#e9ecef',
  axis: '#dee2e6',
  white: '#ffffff',
} as const;
