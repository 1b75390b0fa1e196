import {
  chartFigures,
  coverText,
  PITCH_SLIDES,
  SLIDE_LAYOUTS,
  slideColumns,
  slideLines,
  type PitchDeckContent,
  type PitchSlideId,
  type SlideFigure,
  type SlideLayout,
  type SlideLine,
} from '@founder/contracts';

/**
 * The deck exports lay slides out like the app's SlideCanvas (mfe-ideas): every size here is in
 * slide-width hundredths (the canvas's cqw), so the PDF (points) and the PPTX (inches) scale them to
 * their own unit and match the app's proportions.
 */
export const SLIDE_HEIGHT = 56.25;

/** A box on the slide, in slide-width hundredths. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const COVER = { padX: 8, rule: { w: 8, h: 0.6 }, headingSize: 5.4, bodySize: 2.3, bodyWidth: 75, gap: 1.6 } as const;
export const CONTENT = {
  left: 7,
  right: 6,
  top: 5,
  bottom: 6,
  bar: 1,
  kickerSize: 1.5,
  titleSize: 3.8,
  bodySize: 2.05,
  minBodySize: 1.3,
  footerSize: 1.3,
  footerBottom: 2.4,
  chartGap: 4,
  columnGap: 4,
} as const;
/** Where the cover's white rule starts: the heading and text then sit around the middle, as on the canvas. */
export const COVER_TOP = SLIDE_HEIGHT / 2 - (COVER.headingSize * 1.3 + COVER.gap + COVER.rule.h) - 1;
/** Line height of body text, as a multiple of its size (the canvas's 1.5), and the gaps between lines. */
export const LINE_HEIGHT = 1.5;
const LINE_GAP = 0.3;
const BLANK_LINE_GAP = 0.8;
const BULLET_INDENT = 1.2;

/** One slide as the exports draw it. */
export interface SlidePlan {
  id: PitchSlideId;
  layout: SlideLayout;
  cover: boolean;
  /** The cover's heading (company or idea name, 'Thank You'), or a content slide's title. */
  heading: string;
  /** '02' above a content slide's title; null on covers. */
  kicker: string | null;
  /** The text's columns (two on split slides, as slideColumns says), each with its box. */
  columns: Array<{ box: Box; lines: SlideLine[] }>;
  /** The bars of a chart slide (the same figures the app draws), else empty. */
  figures: SlideFigure[];
  /** The chart beside the text on chart slides. */
  chart: Box | null;
  /** The body's font size after shrinking to fit its box. */
  bodySize: number;
  /** Bottom left and right: the idea title and 'n / 10'. */
  footer: { left: string; right: string };
}

/** The deck's slides in order, each laid out as the app lays it out. */
export function deckSlidePlans(ideaTitle: string, deck: Partial<PitchDeckContent>): SlidePlan[] {
  return PITCH_SLIDES.map(({ id, title }, index) => {
    const content = deck[id]?.content ?? '';
    const layout = SLIDE_LAYOUTS[id];
    const footer = { left: ideaTitle, right: `${index + 1} / ${PITCH_SLIDES.length}` };
    if (layout === 'title-content') {
      const cover = coverText({ id, title, content }, ideaTitle);
      const headingY = COVER_TOP + COVER.rule.h + COVER.gap;
      const box = { x: COVER.padX, y: headingY + COVER.headingSize * 1.3 + COVER.gap, w: COVER.bodyWidth, h: SLIDE_HEIGHT / 2 - COVER.gap - 6 };
      return { id, layout, cover: true, heading: cover.heading, kicker: null, columns: [{ box, lines: cover.body }], figures: [], chart: null, bodySize: COVER.bodySize, footer };
    }
    const lines = slideLines(content);
    const figures = layout === 'chart' ? chartFigures(content) : [];
    const top = CONTENT.top + CONTENT.kickerSize * 1.3 + CONTENT.titleSize * 1.15 + 2;
    const height = SLIDE_HEIGHT - CONTENT.bottom - top;
    const width = 100 - CONTENT.left - CONTENT.right;
    // As the canvas: text and chart share the width 1.1 to 1, with a gap between them.
    const textWidth = figures.length > 0 ? ((width - CONTENT.chartGap) * 1.1) / 2.1 : width;
    const chart = figures.length > 0 ? { x: CONTENT.left + textWidth + CONTENT.chartGap, y: top, w: width - textWidth - CONTENT.chartGap, h: height } : null;
    const split = slideColumns(lines, layout);
    const columnWidth = (textWidth - CONTENT.columnGap * (split.length - 1)) / split.length;
    const columns = split.map((column, at) => ({ box: { x: CONTENT.left + at * (columnWidth + CONTENT.columnGap), y: top, w: columnWidth, h: height }, lines: column }));
    const bodySize = Math.min(...columns.map((column) => fittedBodySize(column.lines, column.box)));
    const kicker = String(index + 1).padStart(2, '0');
    return { id, layout, cover: false, heading: title, kicker, columns, figures, chart, bodySize, footer };
  });
}

/** Where each line starts below the previous one, in font sizes: a blank line the founder typed leaves more room. */
export function lineGapBefore(line: SlideLine, index: number): number {
  if (index === 0) return 0;
  return line.gapBefore ? BLANK_LINE_GAP : LINE_GAP;
}

export const BULLET_INDENT_EM = BULLET_INDENT;

/**
 * The estimated height of the lines at a font size: about two characters per em of width (Helvetica
 * and Arial average 0.5 em), wrapped, at the line height, plus the gaps between lines.
 */
export function estimatedTextHeight(lines: readonly SlideLine[], width: number, size: number): number {
  return lines.reduce((height, line, index) => {
    const indent = line.kind === 'bullet' ? BULLET_INDENT * size : 0;
    const perRow = Math.max(1, Math.floor((width - indent) / (size * 0.5)));
    const rows = Math.max(1, Math.ceil(line.text.length / perRow));
    return height + lineGapBefore(line, index) * size + rows * size * LINE_HEIGHT;
  }, 0);
}

/** The body's font size: the canvas's, shrunk in small steps until the text fits its box (never below the minimum). */
export function fittedBodySize(lines: readonly SlideLine[], box: Box): number {
  let size: number = CONTENT.bodySize;
  while (size > CONTENT.minBodySize && estimatedTextHeight(lines, box.w, size) > box.h) size = Math.round((size - 0.05) * 100) / 100;
  return size;
}

/** How a chart's axis counts dollars: in the unit of its largest figure, so a label reads '$2.5B' rather than '$2,500,000,000'. */
export function chartScale(figures: readonly SlideFigure[]): { divisor: number; suffix: string } {
  const largest = Math.max(0, ...figures.map((figure) => figure.value));
  if (largest >= 1e9) return { divisor: 1e9, suffix: 'B' };
  if (largest >= 1e6) return { divisor: 1e6, suffix: 'M' };
  if (largest >= 1e3) return { divisor: 1e3, suffix: 'K' };
  return { divisor: 1, suffix: '' };
}
