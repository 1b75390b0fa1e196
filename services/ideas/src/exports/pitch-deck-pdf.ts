import { PITCH_SLIDES, type PitchDeckContent } from '@founder/contracts';
import { pdfBuffer } from './pdf-buffer';
import { pdfSafeText } from './pdf-safe-text';

const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#228be6';
// 16:9 slides in points (13.333 x 7.5 inches, as the PPTX export).
const WIDTH = 960;
const HEIGHT = 540;

/** The pitch deck as a PDF: one 16:9 page per slide, the slide's title and text, its number in the corner. */
export function pitchDeckPdf(idea: { ideaTitle: string; name: string }, deck: PitchDeckContent): Promise<Buffer> {
  const title = pdfSafeText(idea.ideaTitle);
  return pdfBuffer(
    { size: [WIDTH, HEIGHT], margins: { top: 48, left: 48, right: 48, bottom: 24 }, autoFirstPage: false, info: { Title: `${title} - Pitch Deck`, Author: pdfSafeText(idea.name), Subject: 'Pitch Deck' } },
    (doc) => {
      PITCH_SLIDES.forEach((slide, index) => {
        doc.addPage();
        doc.rect(0, 0, WIDTH, 8).fill(ACCENT);
        doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`${title}  ·  ${index + 1} / ${PITCH_SLIDES.length}`, 48, HEIGHT - 44, { width: WIDTH - 96, align: 'right', lineBreak: false });
        doc.font('Helvetica-Bold').fontSize(30).fillColor(INK).text(slide.title, 48, 48, { width: WIDTH - 96 });
        doc.moveDown(0.8);
        doc.font('Helvetica').fontSize(18).fillColor(INK).text(pdfSafeText(deck[slide.id]?.content ?? ''), { width: WIDTH - 96, height: HEIGHT - 190, lineGap: 6, ellipsis: true });
      });
    },
  );
}
