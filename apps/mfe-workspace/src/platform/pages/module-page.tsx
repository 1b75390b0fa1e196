import { Alert, Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import {
  BUSINESS_MODULE_IDS,
  BUSINESS_MODULES,
  businessModule,
  MODULE_START_KIND,
  moduleStatus,
  PLATFORM_ROUTES,
  roleMay,
  waitingFor,
  type BusinessModuleId,
} from '@founder/contracts';
import { showToast } from '@founder/ui';
import { STATUS_COLOR } from '../components/module-links';
import { ToolCard } from '../components/tool-card';
import { usePlatformCompany } from '../hooks/platform-company';
import { useUpdateCompany } from '../hooks/use-company';

const BACK = (
  <Anchor component={Link} to={PLATFORM_ROUTES.modules}>
    Back to Modules
  </Anchor>
);

/** One business module: start it (its brief is written), tick its tasks; completing it unlocks the modules that wait for it. */
export default function ModulePage() {
  const company = usePlatformCompany();
  const { moduleId } = useParams();
  const update = useUpdateCompany(company.id);
  if (!(BUSINESS_MODULE_IDS as readonly string[]).includes(moduleId ?? '')) {
    return <Alert title="No such module">{BACK}</Alert>;
  }
  const id = moduleId as BusinessModuleId;
  const module = businessModule(id);
  const modules = company.workflowProgress.modules;
  const status = moduleStatus(id, modules);
  if (status === 'locked') {
    return (
      <Stack>
        <Alert color="gray" title={`${module.name} is locked`}>
          It opens when {waitingFor(id, modules).map((dependency) => businessModule(dependency).name).join(' and ')} {waitingFor(id, modules).length > 1 ? 'are' : 'is'} completed.
        </Alert>
        {BACK}
      </Stack>
    );
  }
  const progress = modules[id] ?? { started: false, tasksDone: [] };
  const unlocks = BUSINESS_MODULES.filter((other) => other.dependencies.includes(id));
  const toggle = (index: number, done: boolean) => {
    const tasksDone = done ? [...progress.tasksDone, index].sort() : progress.tasksDone.filter((task) => task !== index);
    update.mutate(
      { workflowProgress: { modules: { [id]: { started: true, tasksDone } } } },
      { onError: (error) => showToast({ title: 'Save failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }) },
    );
  };

  return (
    <Stack gap="lg">
      {BACK}
      <Group gap="sm">
        <Text fw={700} size="lg">
          {module.name}
        </Text>
        <Badge color={STATUS_COLOR[status]} data-testid="module-status">
          {status}
        </Badge>
      </Group>
      <ToolCard company={company} kind={id} toolKind={MODULE_START_KIND} name="Module brief" description={module.description} startLabel="Start Module" />
      <Stack gap="xs" component="section" aria-label="Tasks">
        <Text fw={600}>Tasks</Text>
        {!progress.started ? <Text size="sm" c="dimmed">Start the module to work through its tasks.</Text> : null}
        {module.tasks.map((task, index) => (
          <Checkbox
            key={task}
            label={task}
            checked={progress.tasksDone.includes(index)}
            disabled={!progress.started || update.isPending || !roleMay(company.role, 'edit')}
            onChange={(event) => toggle(index, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {unlocks.length ? (
        <Text size="sm" c="dimmed">
          Completing {module.name} helps unlock: {unlocks.map((other) => `${other.name} (${moduleStatus(other.id, modules)})`).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
