import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  BUSINESS_MODULE_IDS,
  BUSINESS_MODULES,
  businessModule,
  moduleProgressPercent,
  moduleStatus,
  modulesCompletedPercent,
  PLATFORM_ROUTES,
  waitingFor,
} from '@founder/contracts';
import { STATUS_COLOR } from '../components/module-links';
import { usePlatformCompany } from '../hooks/platform-company';

/** The thirteen business modules: each unlocks when the modules it depends on are completed. */
export default function ModulesPage() {
  const company = usePlatformCompany();
  const modules = company.workflowProgress.modules;
  const completed = BUSINESS_MODULE_IDS.filter((id) => moduleStatus(id, modules) === 'completed').length;
  const overall = modulesCompletedPercent(modules);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={600}>
          Modules progress: {overall}% ({completed} of {BUSINESS_MODULES.length} completed)
        </Text>
        <Progress value={overall} aria-label="Modules progress" />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {BUSINESS_MODULES.map((module) => {
          const status = moduleStatus(module.id, modules);
          const waits = waitingFor(module.id, modules).map((id) => businessModule(id).name);
          return (
            <Paper key={module.id} withBorder p="md" radius="md" component="article" aria-label={module.name} data-status={status}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{module.name}</Text>
                  <Badge color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
                    {status}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {module.description}
                </Text>
                <Text size="xs">Estimated time: {module.estimatedTime}</Text>
                <Text size="xs">AI: {module.aiFeatures.join(', ')}</Text>
                <Progress value={moduleProgressPercent(module.id, modules)} aria-label={`${module.name} progress`} />
                {status === 'locked' ? (
                  <>
                    <Text size="sm" c="dimmed">
                      Waiting for {waits.join(' and ')}
                    </Text>
                    <Button disabled>Locked</Button>
                  </>
                ) : (
                  <Button component={Link} to={`${PLATFORM_ROUTES.modules}/${module.id}`} variant={status === 'completed' ? 'light' : 'filled'}>
                    {status === 'available' ? 'Open' : status === 'in-progress' ? 'Continue' : 'Review'}
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
