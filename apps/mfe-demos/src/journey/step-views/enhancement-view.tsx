import { Paper, Stack, Text, Title } from '@mantine/core';
import type { EnhancementContent } from '@founder/demo-engine';
import { MarkedList, StepCompleted } from './step-states';

export function EnhancementView({ content }: { content: EnhancementContent }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <Paper bg="indigo.0" radius="md" p="lg">
        <Stack gap="sm">
          <Text size="xs" c="indigo.8" tt="uppercase" fw={700}>
            Enhanced idea
          </Text>
          <Title order={4}>{content.enhancedTitle}</Title>
          <Text>{content.enhancedDescription}</Text>
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Key improvements
        </Title>
        <MarkedList items={content.improvements} />
      </Stack>
    </StepCompleted>
  );
}
