import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DataRoomSummary } from '@founder/contracts';

/** The summary tiles: counts of the whole room and the completion rate (rounded percent of complete documents). */
export function SummaryTiles({ summary }: { summary: DataRoomSummary }) {
  const tiles: Array<[string, string]> = [
    ['Total Documents', String(summary.total)],
    ['Complete', String(summary.complete)],
    ['In Progress', String(summary.draft + summary.review)],
    ['Missing', String(summary.missing)],
    ['Completion Rate', `${summary.completionRate}%`],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
      {tiles.map(([label, value]) => (
        <Paper key={label} withBorder p="sm" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
