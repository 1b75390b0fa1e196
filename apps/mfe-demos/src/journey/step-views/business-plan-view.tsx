import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { BusinessPlanContent } from '@founder/demo-engine';
import { showDemoOnlyToast } from './demo-only-toast';
import { StatTile, StepCompleted } from './step-states';
import { Icon } from '@founder/ui';

export function BusinessPlanView({ content }: { content: BusinessPlanContent }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatTile label="Sections" value={String(content.sections)} />
        <StatTile label="Words" value={content.words.toLocaleString('en-US')} />
        <StatTile label="Pages" value={String(content.pages)} />
        <StatTile label="Quality" value={`${content.quality}/10`} color="green.8" />
      </SimpleGrid>
      <Paper bg="gray.0" radius="md" p="lg">
        <Text fw={600} mb={6}>
          Executive Summary
        </Text>
        <Text size="sm">{content.executiveSummary}</Text>
      </Paper>
      <Group gap="sm">
        <Button leftSection={<Icon name="document" size={16} />} onClick={showDemoOnlyToast}>
          Download PDF
        </Button>
        <Button variant="default" onClick={showDemoOnlyToast}>
          View Full Plan
        </Button>
      </Group>
    </StepCompleted>
  );
}
