import type { MarketResearch } from '@founder/contracts';
import { pdfBuffer } from '../idea-documents/exports/pdf-buffer';
import { pdfSafeText } from '../idea-documents/exports/pdf-safe-text';

interface ResearchCover {
  ideaTitle: string;
  industry: string;
}

const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#228be6';

/** The market research as an A4 PDF: the market with its sources, competitors, segments, trends and personas. */
export function marketResearchPdf(idea: ResearchCover, research: MarketResearch): Promise<Buffer> {
  const title = pdfSafeText(idea.ideaTitle);
  return pdfBuffer({ size: 'A4', margin: 56, info: { Title: `${title} - Market Research`, Subject: 'Market Research' } }, (doc) => {
    const heading = (text: string) => {
      doc.moveDown(1.2);
      doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(pdfSafeText(text));
      doc.moveDown(0.4);
    };
    const line = (label: string, text: string) => {
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(`${pdfSafeText(label)}: `, { continued: true });
      doc.font('Helvetica').text(pdfSafeText(text), { lineGap: 2 });
    };
    const note = (text: string) => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfSafeText(text), { lineGap: 1 });

    doc.font('Helvetica-Bold').fontSize(26).fillColor(INK).text(title);
    doc.font('Helvetica').fontSize(15).fillColor(ACCENT).text(`Market Research · ${pdfSafeText(idea.industry)}`);
    note('Sizes are rounded reference figures for the category, with their sources.');

    const data = research.marketData;
    heading('Market overview');
    for (const [label, figure] of [
      ['Total market', data.totalMarketSize],
      ['Servable market', data.servableMarketSize],
      ['Target market', data.targetMarketSize],
      ['Growth rate', data.growthRate],
    ] as const) {
      line(label, figure.label);
      note(`Source: ${figure.source}`);
    }
    line('Maturity', data.marketMaturity);
    line('Regulations', data.regulations.join('; '));
    line('Barriers', data.barriers.join('; '));

    heading('Competitors');
    for (const competitor of research.competitors) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfSafeText(`${competitor.name} (${competitor.type}, ${competitor.marketShare}% share)`));
      doc.font('Helvetica').fontSize(10.5).text(pdfSafeText(competitor.description), { lineGap: 2 });
      line('Strengths', competitor.strengths.join('; '));
      line('Weaknesses', competitor.weaknesses.join('; '));
      line('Pricing', competitor.pricing);
      line('Funding', competitor.funding);
      doc.moveDown(0.5);
    }

    heading('Customer segments');
    for (const segment of research.segments) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfSafeText(`${segment.name}: ${segment.size}, ${segment.growth}, ${segment.opportunity} opportunity`));
      doc.font('Helvetica').fontSize(10.5).text(pdfSafeText(segment.description), { lineGap: 2 });
      doc.moveDown(0.4);
    }

    heading('Trends');
    for (const trend of research.trends) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfSafeText(`${trend.trend} (${trend.impact}, ${trend.timeframe}, relevance ${trend.relevance}%)`));
      doc.font('Helvetica').fontSize(10.5).text(pdfSafeText(trend.description), { lineGap: 2 });
      doc.moveDown(0.4);
    }

    heading('Personas');
    for (const persona of research.personas) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfSafeText(persona.name));
      line('Demographics', persona.demographics);
      line('Pain points', persona.painPoints.join('; '));
      line('Motivations', persona.motivations.join('; '));
      line('Channels', persona.channels.join('; '));
      line('Budget', persona.budget);
      doc.moveDown(0.5);
    }
  });
}
