import type { CorpusIdea } from './corpus-idea';

/** A piece of generated text and where it is: 'plan.business-model', 'deck.financial.notes', 'research.competitors[0].pricing'. */
export interface PlacedText {
  where: string;
  text: string;
}

/** Every string inside a generated document (an analysis, a plan, a deck, a research), each with its path. */
export function textsOf(value: unknown, where: string): PlacedText[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${where}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${where}.${key}`));
  return [];
}

/** What the founder wrote, every field, one per line: quotes of it are theirs, not the generator's. */
export function founderText({ submission }: CorpusIdea): string {
  const { ideaTitle, description, problemStatement, solutionApproach, competitiveAdvantage, revenueModel, targetMarket } = submission;
  return [ideaTitle, description, targetMarket, problemStatement, solutionApproach, competitiveAdvantage, revenueModel].filter(Boolean).join('\n');
}

/** Up to `around` characters either side of a match, on one line, to show in a report. */
export function excerptAt(text: string, index: number, length: number, around = 50): string {
  const start = Math.max(0, index - around);
  const end = Math.min(text.length, index + length + around);
  return `${start > 0 ? '«' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '»' : ''}`;
}

/** True when `figure` ('KES 18,000', '150', '10%') stands in the text as a whole figure, not inside a longer one ('KES 180,000', '1,150'). */
export function printsFigure(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = /^\d/.test(figure) ? String.raw`(?<![\d.,])` : '';
  return new RegExp(String.raw`${start}${escaped}(?!\d|[.,]\d)`).test(text);
}
