import { CURRENCIES } from './currencies';

/** A money figure stated on a slide line such as 'Year 1 revenue: $315,000', 'Market size: €2.5B' or 'Ask: KES 45M'. */
export interface SlideFigure {
  label: string;
  /** In the currency of its sign. */
  value: number;
  /** The currency sign as the slide wrote it, with the space after it if any: '$', '€', 'KES '. */
  sign: string;
  /** As the slide wrote it. */
  text: string;
}

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, thousand: 1e3, million: 1e6, billion: 1e9 };
const LABELLED_LINE = /^\s*(?:[-•*]\s+)?([^:]{1,40}):\s*(.*)$/;
// Every currency's sign, longest first, so 'CA$' is never read as '$'.
const SIGNS = [...new Set(Object.values(CURRENCIES).map((currency) => currency.sign.trim()))]
  .sort((a, b) => b.length - a.length)
  .map((sign) => sign.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&'));
// The sign, the amount, its scale and what follows it; greedy parts, so '$2.5B' is never read as '$2'.
const AMOUNT = new RegExp(`^((?:${SIGNS.join('|')})\\s?)(\\d[\\d,]*(?:\\.\\d+)?)((?:[kmbKMB]|\\s(?:[Tt]housand|[Mm]illion|[Bb]illion))(?![A-Za-z]))?(.*)$`);

/**
 * The money figures of a slide, one per line, in order; a chart slide draws them as bars. Ranges
 * ('$2.5B - $10B') are left out: one bar cannot show them honestly.
 */
export function slideFigures(content: string): SlideFigure[] {
  const figures: SlideFigure[] = [];
  for (const line of content.split('\n')) {
    const labelled = LABELLED_LINE.exec(line);
    const amount = labelled ? AMOUNT.exec(labelled[2].trim()) : null;
    if (!labelled || !amount) continue;
    const [, sign, digits, scale = '', rest] = amount;
    // A range ('$2.5B - $10B') has no single value.
    if (/^\s*[-–]/.test(rest)) continue;
    const value = Number(digits.replace(/,/g, '')) * (scale ? SCALE[scale.trim().toLowerCase()] : 1);
    if (!Number.isFinite(value) || value <= 0) continue;
    figures.push({ label: labelled[1].trim(), value, sign, text: `${sign}${digits}${scale}` });
  }
  return figures;
}

/** Figures worth a chart: at least two, so the bars compare something. */
export function chartFigures(content: string): SlideFigure[] {
  const figures = slideFigures(content);
  return figures.length >= 2 ? figures : [];
}
