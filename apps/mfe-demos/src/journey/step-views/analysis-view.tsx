import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnalysisContent } from '@founder/demo-engine';
import { MarkedList, StatTile, StepCompleted } from './step-states';

export function AnalysisView({ content }: { content: AnalysisContent }) {
  return (
    <StepCompleted title={content.completedTitle}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatTile label="Validation score" value={`${content.score}/10`} color="green.8" />
        <StatTile label="Market size" value={content.marketSize} />
        <StatTile label="Market growth" value={content.growth} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={4} size="h5">
            Strengths
          </Title>
          <MarkedList items={content.strengths} />
        </Stack>
        <Stack gap="sm">
          <Title order={4} size="h5">
            Challenges
          </Title>
          <MarkedList items={content.challenges} mark="warning" color="orange.7" />
        </Stack>
      </SimpleGrid>
      <Paper bg="green.0" radius="md" p="md">
        <Text fw={600} size="sm" mb={4}>
          Opportunity
        </Text>
        <Text size="sm">{content.opportunity}</Text>
      </Paper>
    </StepCompleted>
  );
}
