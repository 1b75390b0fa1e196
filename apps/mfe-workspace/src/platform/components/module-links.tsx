import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { businessModule, moduleStatus, PLATFORM_ROUTES, waitingFor, type BusinessModuleId, type Company, type ModuleStatus } from '@founder/contracts';

export const STATUS_COLOR: Readonly<Record<ModuleStatus, string>> = {
  completed: 'green',
  'in-progress': 'blue',
  available: 'teal',
  locked: 'gray',
};

/** The business modules a step works on, with their live status and a way in. */
export function ModuleLinks({ company, ids }: { company: Company; ids: readonly BusinessModuleId[] }) {
  const modules = company.workflowProgress.modules;
  return (
    <Stack gap="xs">
      {ids.map((id) => {
        const status = moduleStatus(id, modules);
        return (
          <Paper key={id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{businessModule(id).name}</Text>
                <Text size="xs" c="dimmed">
                  {status === 'locked'
                    ? `Waiting for ${waitingFor(id, modules).map((dependency) => businessModule(dependency).name).join(', ')}`
                    : businessModule(id).description}
                </Text>
              </Stack>
              <Group gap="sm">
                <Badge color={STATUS_COLOR[status]}>{status}</Badge>
                {status === 'locked' ? null : (
                  <Anchor component={Link} to={`${PLATFORM_ROUTES.modules}/${id}`}>
                    Open module
                  </Anchor>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
