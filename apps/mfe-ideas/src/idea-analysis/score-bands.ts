import type { RiskLevel } from '@founder/contracts';

export type ScoreColor = 'green' | 'yellow' | 'red';

/** Spec section 9: 80 and above green, 60 and above yellow, else red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** A word for the score band, so the colour is never the only signal. */
export function scoreVerdict(score: number): string {
  const color = scoreColor(score);
  if (color === 'green') return 'Strong';
  if (color === 'yellow') return 'Promising';
  return 'Needs work';
}

export const RISK_COLORS: Record<RiskLevel, ScoreColor> = { low: 'green', medium: 'yellow', high: 'red' };

export function riskLabel(level: RiskLevel): string {
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} risk`;
}
