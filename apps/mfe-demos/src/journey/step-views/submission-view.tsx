import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubmissionContent } from '@founder/demo-engine';
import { StepCompleted } from './step-states';
import { Icon } from '@founder/ui';

export function SubmissionView({ content }: { content: SubmissionContent }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <Paper bg="gray.0" radius="md" p="lg">
        <Stack gap="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Submitted idea
          </Text>
          <Title order={4}>{content.ideaTitle}</Title>
          <Text>{content.ideaDescription}</Text>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              Industry: {content.industry}
            </Badge>
            <Badge variant="light" color="grape" tt="none">
              Target market: {content.targetMarket}
            </Badge>
          </Group>
        </Stack>
      </Paper>
      <Alert color="yellow" title={content.warningTitle} icon={<Icon name="warning" />}>
        {content.warningText}
      </Alert>
    </StepCompleted>
  );
}
