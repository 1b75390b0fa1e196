import { PLAN_SECTIONS, type BusinessPlanContent } from '@founder/contracts';
import { pdfBuffer } from './pdf-buffer';
import { pdfSafeText } from './pdf-safe-text';

interface PlanCover {
  ideaTitle: string;
  name: string;
  industry: string;
  stage: string;
}

const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#228be6';

/** The business plan as an A4 PDF: a cover, then the 12 sections in order, each under its heading. */
export function businessPlanPdf(idea: PlanCover, plan: BusinessPlanContent): Promise<Buffer> {
  const title = pdfSafeText(idea.ideaTitle);
  return pdfBuffer(
    { size: 'A4', margin: 60, info: { Title: `${title} - Business Plan`, Author: pdfSafeText(idea.name), Subject: 'Business Plan' } },
    (doc) => {
      doc.moveDown(8);
      doc.font('Helvetica-Bold').fontSize(30).fillColor(INK).text(title, { align: 'center' });
      doc.moveDown(0.5);
      doc.font('Helvetica').fontSize(18).fillColor(ACCENT).text('Business Plan', { align: 'center' });
      doc.moveDown(2);
      doc.fontSize(12).fillColor(MUTED).text(pdfSafeText(`${idea.industry} · ${idea.stage}`), { align: 'center' });
      doc.text(`Prepared by ${pdfSafeText(idea.name)}`, { align: 'center' });

      PLAN_SECTIONS.forEach((section, index) => {
        if (index % 2 === 0) doc.addPage();
        else doc.moveDown(2);
        doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(`${index + 1}. ${section.title}`);
        doc.moveDown(0.6);
        doc.font('Helvetica').fontSize(11).fillColor(INK).text(pdfSafeText(plan[section.id] ?? ''), { align: 'left', lineGap: 3, paragraphGap: 6 });
      });
    },
  );
}
