import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AutonomousCategory, AutonomousRunView } from '@founder/demo-engine';
import { CATEGORY_ICONS } from './task-tracker';
import { Icon } from '@founder/ui';

interface TransformationCompleteProps {
  run: AutonomousRunView;
  onViewResults: (category: AutonomousCategory) => void;
  onStartNew: () => void;
}

/** The end of a run: every result one click away, and the way back to the chat. */
export function TransformationComplete({ run, onViewResults, onStartNew }: TransformationCompleteProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="green.0" data-testid="transformation-complete">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="green">
            <Icon name="check" size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h2">
              Transformation Complete!
            </Title>
            <Text c="dark.4">The agent finished all five tasks on its own. Open any result below.</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {run.tasks.map((task) => {
            const result = run.results[task.category];
            return (
              <Paper key={task.id} withBorder radius="md" p="md">
                <Group gap="xs" mb={6} c="indigo.7">
                  <Icon name={CATEGORY_ICONS[task.category]} size={18} />
                  <Text fw={600} c="dark.8">
                    {task.title}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" mb="sm">
                  {result?.summary}
                </Text>
                <Button size="xs" variant="light" onClick={() => onViewResults(task.category)} aria-label={`View Results: ${task.title}`}>
                  View Results
                </Button>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Group>
          <Button size="md" onClick={onStartNew} leftSection={<Icon name="sparkles" size={18} />}>
            Start New Transformation
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
