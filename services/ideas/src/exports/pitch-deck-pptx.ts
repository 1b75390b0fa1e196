import { PITCH_SLIDES, type PitchDeckContent } from '@founder/contracts';
import PptxGenJS from 'pptxgenjs';

/** The pitch deck as PPTX, built in memory: one 16:9 slide per deck slide, with its speaker notes. */
export async function pitchDeckPptx(idea: { ideaTitle: string; name: string }, deck: PitchDeckContent): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = `${idea.ideaTitle} - Pitch Deck`;
  pptx.author = idea.name;
  pptx.subject = 'Pitch Deck';
  PITCH_SLIDES.forEach((slide, index) => {
    const page = pptx.addSlide();
    page.addShape('rect', { x: 0, y: 0, w: '100%', h: 0.1, fill: { color: '228BE6' }, line: { color: '228BE6' } });
    page.addText(slide.title, { x: 0.6, y: 0.4, w: 12.1, h: 0.9, fontSize: 32, bold: true, color: '1A1B1E', fontFace: 'Arial' });
    page.addText(deck[slide.id]?.content ?? '', { x: 0.6, y: 1.5, w: 12.1, h: 5.2, fontSize: 18, color: '1A1B1E', fontFace: 'Arial', valign: 'top', fit: 'shrink' });
    page.addText(`${idea.ideaTitle}  ·  ${index + 1} / ${PITCH_SLIDES.length}`, { x: 0.6, y: 6.9, w: 12.1, h: 0.4, fontSize: 10, color: '5C5F66', align: 'right' });
    page.addNotes(deck[slide.id]?.notes ?? '');
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
