import { Box, Text } from '@mantine/core';
import { scoreColor, scoreVerdict } from './score-bands';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The validation score as a ring in its band's colour, with the number and a word in the middle. */
export function ScoreRing({ score, size = 148 }: { score: number; size?: number }) {
  const color = `var(--mantine-color-${scoreColor(score)}-6)`;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * CIRCUMFERENCE;
  return (
    <Box pos="relative" w={size} h={size} role="img" aria-label={`Validation score ${score} out of 100: ${scoreVerdict(score)}`}>
      <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <Box pos="absolute" inset={0} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        <Text fw={800} fz={size / 4} lh={1} c={color} data-testid="validation-score">
          {score}
        </Text>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {scoreVerdict(score)}
        </Text>
      </Box>
    </Box>
  );
}
