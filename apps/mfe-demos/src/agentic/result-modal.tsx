import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AutonomousResult } from '@founder/demo-engine';
import { DemoDialog } from '../shared/demo-dialog';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz={22} fw={700} c="indigo.8">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function ListBlock({ title, items, ordered = false }: { title: string; items: readonly string[]; ordered?: boolean }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Stack component={ordered ? 'ol' : 'ul'} gap={4} m={0} pl="lg">
        {items.map((item) => (
          <Text component="li" key={item} size="sm">
            {item}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** The results of one category, opened by its 'View Results' button. */
export function ResultModal({ result, onClose }: { result: AutonomousResult | null; onClose: () => void }) {
  return (
    <DemoDialog opened={result !== null} onClose={onClose} title={result?.title} closeLabel="Close results">
      {result ? (
        <Stack gap="lg">
          <Text>{result.summary}</Text>
          {result.overallScore !== undefined ? <Figure label="Overall score" value={`${result.overallScore}/10`} /> : null}
          {result.feasibility ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Feasibility
              </Title>
              {(['technical', 'financial', 'market'] as const).map((key) => (
                <Stack gap={2} key={key}>
                  <Text size="sm" tt="capitalize">
                    {key}: {result.feasibility?.[key]}%
                  </Text>
                  <Progress value={result.feasibility?.[key] ?? 0} aria-label={`${key} feasibility`} transitionDuration={0} />
                </Stack>
              ))}
            </Stack>
          ) : null}
          {result.strengths ? <ListBlock title="Strengths" items={result.strengths} /> : null}
          {result.weaknesses ? <ListBlock title="Weaknesses" items={result.weaknesses} /> : null}
          {result.highlights ? <ListBlock title="Highlights" items={result.highlights} /> : null}
          {result.sections ? <ListBlock title="Sections" items={result.sections} ordered /> : null}
          {result.revenue ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Revenue
              </Title>
              <SimpleGrid cols={3} spacing="xs">
                <Figure label="Year 1" value={result.revenue.year1} />
                <Figure label="Year 3" value={result.revenue.year3} />
                <Figure label="Year 5" value={result.revenue.year5} />
              </SimpleGrid>
            </Stack>
          ) : null}
          {result.metrics ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                Unit economics
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <Figure label="CAC" value={result.metrics.cac} />
                <Figure label="LTV" value={result.metrics.ltv} />
                <Figure label="Churn" value={result.metrics.churn} />
                <Figure label="Gross margin" value={result.metrics.grossMargin} />
              </SimpleGrid>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </DemoDialog>
  );
}
