import { DECK_THEME, type PitchDeckContent, type SlideLine } from '@founder/contracts';
import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { BULLET_INDENT_EM, chartScale, CONTENT, COVER, COVER_TOP, deckSlidePlans, LINE_HEIGHT, lineGapBefore, SLIDE_HEIGHT, type Box, type SlidePlan } from './deck-layout';
import { diagonalGradientPng } from './gradient-png';

// LAYOUT_WIDE is 13.333 x 7.5 inches; the layout's sizes are hundredths of the width.
const WIDTH_IN = 13.333;
const inches = (units: number) => (units * WIDTH_IN) / 100;
const points = (units: number) => Math.round(inches(units) * 72 * 10) / 10;
const hex = (colour: string) => colour.replace('#', '').toUpperCase();
/**
 * A PPTX names its fonts, it does not embed them. Latin, Greek, Cyrillic, the minus sign and the
 * currency symbols are in Arial (every PowerPoint has it; LibreOffice draws it with the metric-
 * compatible Liberation Sans, which covers them too). East Asian characters are drawn with a run's
 * East Asian font: Microsoft YaHei (Windows and Office for Mac ship it; it covers Han and kana,
 * PowerPoint falls back for Hangul, LibreOffice substitutes an installed CJK font such as Noto Sans CJK).
 */
export const PPTX_FONT = 'Arial';
export const PPTX_EAST_ASIAN_FONT = 'Microsoft YaHei';
const FONT = PPTX_FONT;
const at = (box: Box) => ({ x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h) });

/** The slide's lines as text runs: one paragraph per typed line, bullets as real bullets, a blank line as space before. */
function textRuns(lines: readonly SlideLine[], bodySize: number, colour: string): PptxGenJS.TextProps[] {
  const size = points(bodySize);
  return lines.map((line, index) => ({
    text: line.text,
    options: {
      breakLine: index < lines.length - 1,
      bold: line.kind === 'heading',
      bullet: line.kind === 'bullet' ? { indent: Math.round(size * BULLET_INDENT_EM) } : false,
      paraSpaceBefore: Math.round(lineGapBefore(line, index) * size),
      color: colour,
    },
  }));
}

function coverSlide(pptx: PptxGenJS, plan: SlidePlan, background: string): PptxGenJS.Slide {
  const slide = pptx.addSlide();
  slide.background = { data: background };
  slide.addShape('rect', { x: inches(COVER.padX), y: inches(COVER_TOP), w: inches(COVER.rule.w), h: inches(COVER.rule.h), fill: { color: 'FFFFFF', transparency: 30 }, line: { type: 'none' } });
  const headingY = COVER_TOP + COVER.rule.h + COVER.gap;
  slide.addText(plan.heading, { ...at({ x: COVER.padX, y: headingY, w: 100 - 2 * COVER.padX, h: COVER.headingSize * 1.3 }), fontFace: FONT, fontSize: points(COVER.headingSize), bold: true, color: 'FFFFFF', valign: 'bottom', margin: 0, fit: 'shrink' });
  for (const column of plan.columns.filter((candidate) => candidate.lines.length > 0)) {
    slide.addText(textRuns(column.lines, COVER.bodySize, 'FFFFFF'), {
      ...at(column.box),
      fontFace: FONT,
      fontSize: points(COVER.bodySize),
      valign: 'top',
      margin: 0,
      lineSpacingMultiple: 1.2,
      transparency: 10,
    });
  }
  slide.slideNumber = { x: inches(100 - CONTENT.right - 8), y: inches(SLIDE_HEIGHT - CONTENT.footerBottom - 2), w: inches(8), h: inches(2), fontFace: FONT, fontSize: points(CONTENT.footerSize), color: 'FFFFFF', align: 'right' };
  return slide;
}

function contentSlide(pptx: PptxGenJS, plan: SlidePlan): PptxGenJS.Slide {
  const slide = pptx.addSlide();
  slide.background = { color: 'FFFFFF' };
  slide.addShape('rect', { x: 0, y: 0, w: inches(CONTENT.bar), h: inches(SLIDE_HEIGHT), fill: { color: hex(DECK_THEME.accent) }, line: { type: 'none' } });
  slide.addText(plan.kicker ?? '', { ...at({ x: CONTENT.left, y: CONTENT.top, w: 20, h: CONTENT.kickerSize * 1.3 }), fontFace: FONT, fontSize: points(CONTENT.kickerSize), bold: true, color: hex(DECK_THEME.accent), charSpacing: 2, margin: 0, valign: 'top' });
  slide.addText(plan.heading, {
    ...at({ x: CONTENT.left, y: CONTENT.top + CONTENT.kickerSize * 1.3, w: 100 - CONTENT.left - CONTENT.right, h: CONTENT.titleSize * 1.2 }),
    fontFace: FONT,
    fontSize: points(CONTENT.titleSize),
    bold: true,
    color: hex(DECK_THEME.ink),
    margin: 0,
    valign: 'top',
  });
  for (const column of plan.columns.filter((candidate) => candidate.lines.length > 0)) {
    slide.addText(textRuns(column.lines, plan.bodySize, hex(DECK_THEME.ink)), { ...at(column.box), fontFace: FONT, fontSize: points(plan.bodySize), valign: 'top', margin: 0, lineSpacingMultiple: LINE_HEIGHT * 0.8 });
  }
  if (plan.chart) addChart(pptx, slide, plan);
  const footerY = SLIDE_HEIGHT - CONTENT.footerBottom - CONTENT.footerSize * 1.4;
  slide.addText(plan.footer.left, { ...at({ x: CONTENT.left, y: footerY, w: 60, h: CONTENT.footerSize * 1.4 }), fontFace: FONT, fontSize: points(CONTENT.footerSize), color: hex(DECK_THEME.muted), margin: 0, valign: 'bottom' });
  slide.slideNumber = { ...at({ x: 100 - CONTENT.right - 8, y: footerY, w: 8, h: CONTENT.footerSize * 1.4 }), fontFace: FONT, fontSize: points(CONTENT.footerSize), color: hex(DECK_THEME.muted), align: 'right', valign: 'bottom', margin: 0 };
  return slide;
}

/** The slide's money figures as a native column chart (editable in PowerPoint), in the unit of the largest and the sign they are written with. */
function addChart(pptx: PptxGenJS, slide: PptxGenJS.Slide, plan: SlidePlan): void {
  const scale = chartScale(plan.figures);
  const data = [{ name: plan.heading, labels: plan.figures.map((figure) => figure.label), values: plan.figures.map((figure) => figure.value / scale.divisor) }];
  slide.addChart(pptx.ChartType.bar, data, {
    ...at(plan.chart!),
    barDir: 'col',
    barGapWidthPct: 40,
    chartColors: [hex(DECK_THEME.accent)],
    showLegend: false,
    showValue: true,
    dataLabelPosition: 'outEnd',
    // The sign as the slide wrote it (its figures share the idea's currency), quoted: a literal in the format code.
    dataLabelFormatCode: `"${plan.figures[0].sign}"#,##0.0#"${scale.suffix}"`,
    dataLabelColor: hex(DECK_THEME.ink),
    dataLabelFontBold: true,
    dataLabelFontFace: FONT,
    dataLabelFontSize: points(1.35),
    valAxisHidden: true,
    valAxisMinVal: 0,
    valGridLine: { style: 'none' },
    catAxisLabelColor: hex(DECK_THEME.muted),
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: points(1.1),
    catAxisLineColor: hex(DECK_THEME.axis),
  });
}

/** The pitch deck as PPTX, drawn like the app's slides (deck-layout), with native charts and the speaker notes. */
export async function pitchDeckPptx(idea: { ideaTitle: string; name: string }, deck: PitchDeckContent): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = `${idea.ideaTitle} - Pitch Deck`;
  pptx.author = idea.name;
  pptx.subject = 'Pitch Deck';
  const background = `image/png;base64,${diagonalGradientPng(320, 180, DECK_THEME.cover).toString('base64')}`;
  for (const plan of deckSlidePlans(idea.ideaTitle, deck)) {
    const slide = plan.cover ? coverSlide(pptx, plan, background) : contentSlide(pptx, plan);
    slide.addNotes(deck[plan.id]?.notes ?? '');
  }
  return withEastAsianFont((await pptx.write({ outputType: 'nodebuffer' })) as Buffer);
}

/** pptxgenjs writes one typeface for a run's Latin, East Asian and complex scripts: the slides' runs get PPTX_EAST_ASIAN_FONT for the East Asian one. */
async function withEastAsianFont(pptx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(pptx);
  for (const path of Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))) {
    const xml = await zip.file(path)!.async('string');
    zip.file(path, xml.replaceAll(`<a:ea typeface="${FONT}"`, `<a:ea typeface="${PPTX_EAST_ASIAN_FONT}"`));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
