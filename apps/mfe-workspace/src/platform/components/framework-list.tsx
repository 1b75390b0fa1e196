import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Company } from '@founder/contracts';
import { frameworkStatus, type Framework } from '../rules/frameworks';

export function FrameworkList({ company, frameworks }: { company: Company; frameworks: readonly Framework[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {frameworks.map((framework) => (
        <Paper key={framework.name} withBorder p="md">
          <Stack gap={4}>
            <Text fw={600}>{framework.name}</Text>
            <Text size="sm" c="dimmed">
              {framework.description}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{framework.difficulty}</Badge>
              <Badge variant="outline">{frameworkStatus(framework, company.workflowProgress)}</Badge>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
