import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StoredInsight } from '@founder/demo-engine';
import { CATEGORY_ICONS } from './task-tracker';
import { Icon } from '@founder/ui';

/** Insights as the agent stores them, newest first. */
export function InsightCards({ insights }: { insights: readonly StoredInsight[] }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Live insights
      </Title>
      {insights.length === 0 ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text size="sm" c="dimmed">
            Insights appear here as the agent works.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" aria-live="polite">
          {[...insights].reverse().map((insight) => (
            <Paper
              key={`${insight.category}-${insight.level}`}
              withBorder
              radius="md"
              p="md"
              data-insight={`${insight.category}:${insight.level}`}
              style={{ borderLeft: `4px solid var(--mantine-color-${insight.level === 'advanced' ? 'violet' : 'blue'}-5)` }}
            >
              <Group gap="xs" mb={4} c={insight.level === 'advanced' ? 'violet.7' : 'blue.7'}>
                <Icon name={CATEGORY_ICONS[insight.category]} size={16} />
                <Badge size="sm" variant="light" color={insight.level === 'advanced' ? 'violet' : 'blue'} tt="none">
                  {insight.level === 'advanced' ? 'Advanced insight' : 'Partial insight'}
                </Badge>
              </Group>
              <Text fw={600} size="sm">
                {insight.title}
              </Text>
              <Text size="sm" c="dark.4">
                {insight.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
