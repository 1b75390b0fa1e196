import type { MarketResearch } from '@founder/contracts';
import { pdfBuffer } from '../idea-documents/exports/pdf-buffer';
import { writeText, type Weight } from '../idea-documents/exports/pdf-fonts';

interface ResearchCover {
  ideaTitle: string;
  industry: string;
}

const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#228be6';

/** The market research as an A4 PDF: the market with its sources, competitors, segments, trends and personas. */
export function marketResearchPdf(idea: ResearchCover, research: MarketResearch): Promise<Buffer> {
  const title = idea.ideaTitle;
  return pdfBuffer({ size: 'A4', margin: 56, info: { Title: `${title} - Market Research`, Subject: 'Market Research' } }, (doc) => {
    const write = (text: string, weight: Weight, options: PDFKit.Mixins.TextOptions = {}) => writeText(doc, text, undefined, undefined, { ...options, weight });
    const heading = (text: string) => {
      doc.moveDown(1.2);
      doc.fontSize(16).fillColor(INK);
      write(text, 'bold');
      doc.moveDown(0.4);
    };
    const line = (label: string, text: string) => {
      doc.fontSize(10.5).fillColor(INK);
      write(`${label}: `, 'bold', { continued: true });
      write(text, 'regular', { lineGap: 2 });
    };
    const note = (text: string) => {
      doc.fontSize(9).fillColor(MUTED);
      write(text, 'regular', { lineGap: 1 });
    };

    doc.fontSize(26).fillColor(INK);
    write(title, 'bold');
    doc.fontSize(15).fillColor(ACCENT);
    write(`Market Research · ${idea.industry}`, 'regular');
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
      doc.fontSize(12).fillColor(INK);
      write(`${competitor.name} (${competitor.type}, ${competitor.marketShare}% share)`, 'bold');
      doc.fontSize(10.5);
      write(competitor.description, 'regular', { lineGap: 2 });
      line('Strengths', competitor.strengths.join('; '));
      line('Weaknesses', competitor.weaknesses.join('; '));
      line('Pricing', competitor.pricing);
      line('Funding', competitor.funding);
      doc.moveDown(0.5);
    }

    heading('Customer segments');
    for (const segment of research.segments) {
      doc.fontSize(12).fillColor(INK);
      write(`${segment.name}: ${segment.size}, ${segment.growth}, ${segment.opportunity} opportunity`, 'bold');
      doc.fontSize(10.5);
      write(segment.description, 'regular', { lineGap: 2 });
      doc.moveDown(0.4);
    }

    heading('Trends');
    for (const trend of research.trends) {
      doc.fontSize(12).fillColor(INK);
      write(`${trend.trend} (${trend.impact}, ${trend.timeframe}, relevance ${trend.relevance}%)`, 'bold');
      doc.fontSize(10.5);
      write(trend.description, 'regular', { lineGap: 2 });
      doc.moveDown(0.4);
    }

    heading('Personas');
    for (const persona of research.personas) {
      doc.fontSize(12).fillColor(INK);
      write(persona.name, 'bold');
      line('Demographics', persona.demographics);
      line('Pain points', persona.painPoints.join('; '));
      line('Motivations', persona.motivations.join('; '));
      line('Channels', persona.channels.join('; '));
      line('Budget', persona.budget);
      doc.moveDown(0.5);
    }
  });
}
