import { Badge } from '@mantine/core';
import { matchBandColor } from '@founder/contracts';

/** The match score in its colour band (spec section 9: 90, 80, 70); never shrinks on a narrow card. */
export function MatchBadge({ score, label = `${score}% Match`, size }: { score: number; label?: string; size?: 'sm' | 'lg' }) {
  return (
    <Badge color={matchBandColor(score)} size={size} variant="filled" style={{ flexShrink: 0 }} data-testid="match-score">
      {label}
    </Badge>
  );
}
