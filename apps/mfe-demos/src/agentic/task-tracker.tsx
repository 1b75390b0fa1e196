import { Badge, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AutonomousCategory, AutonomousRunView, AutonomousTaskStatus } from '@founder/demo-engine';
import { Icon, type IconName } from '@founder/ui';

export const CATEGORY_ICONS: Record<AutonomousCategory, IconName> = {
  enhancement: 'bolt',
  analysis: 'search',
  'business-plan': 'document',
  'pitch-deck': 'presentation',
  financial: 'chart',
};

const STATUS: Record<AutonomousTaskStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  'in-progress': { label: 'In progress', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
};

/** The five tasks in order, each with its progress and, once done, its results. */
export function TaskTracker({ run, reducedMotion, onViewResults }: { run: AutonomousRunView; reducedMotion: boolean; onViewResults: (category: AutonomousCategory) => void }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Task tracker
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {run.tasks.map((task) => {
          const status = STATUS[task.status];
          const percent = Math.round(task.progress);
          return (
            <Paper component="li" key={task.id} withBorder radius="md" p="md" data-status={task.status} data-category={task.category}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" color={status.color} variant={task.status === 'pending' ? 'light' : 'filled'}>
                  <Icon name={task.status === 'completed' ? 'check' : CATEGORY_ICONS[task.category]} size={20} />
                </ThemeIcon>
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{task.title}</Text>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {task.duration}s
                      </Text>
                      <Badge variant="light" color={status.color} tt="none">
                        {status.label}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {task.description}
                  </Text>
                  <Group gap="sm" wrap="nowrap">
                    <Progress
                      value={percent}
                      style={{ flex: 1 }}
                      color={task.status === 'completed' ? 'green' : 'indigo'}
                      aria-label={`${task.title} progress`}
                      animated={task.status === 'in-progress' && !reducedMotion}
                      transitionDuration={reducedMotion ? 0 : 100}
                    />
                    <Text size="xs" fw={600} w={40} ta="right">
                      {percent}%
                    </Text>
                  </Group>
                  {run.results[task.category] ? (
                    <Group>
                      <Button size="xs" variant="light" onClick={() => onViewResults(task.category)} aria-label={`View Results: ${task.title}`}>
                        View Results
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
