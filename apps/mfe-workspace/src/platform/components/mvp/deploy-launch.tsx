import { Alert, Button, Checkbox, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { checklistState, DEPLOY_CARDS, LAUNCH_CHECKLIST, type LaunchChecklistItemId } from '@founder/contracts';
import { dayLabel, PageLoader } from '@founder/ui';
import { useLaunchMvp, useMvpProgress, useSaveChecklist } from '../../hooks/use-mvp';

/** Deploy & Launch: the three cards, the stored eight-item Launch Checklist, and Launch MVP once it is complete. */
/** Deploy cards, the launch checklist and Launch MVP; read only (no ticking, no Launch) without `editable`. */
export function DeployLaunch({ companyId, editable }: { companyId: number; editable: boolean }) {
  const progress = useMvpProgress(companyId);
  const save = useSaveChecklist(companyId);
  const launch = useLaunchMvp(companyId);
  // The founder's ticks show at once (a controlled checkbox must change in the click); the server's list until the first tick, and again after a failed save.
  const [ticked, setTicked] = useState<LaunchChecklistItemId[] | null>(null);
  if (progress.isPending) return <PageLoader />;
  if (progress.isError) return <Alert color="red" title="Your launch checklist could not be loaded">{progress.error.message}</Alert>;
  const checklist = checklistState(ticked ?? progress.data.checklist);
  const toggle = (id: LaunchChecklistItemId, on: boolean) => {
    const next = checklistState(on ? [...checklist.done, id] : checklist.done.filter((done) => done !== id)).done;
    setTicked(next);
    save.mutate(next, { onError: () => setTicked(null) });
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {DEPLOY_CARDS.map((card) => (
          <Paper key={card.name} withBorder p="md" radius="md">
            <Text fw={700}>{card.name}</Text>
            <Text size="sm" c="dimmed">
              {card.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Launch Checklist">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Launch Checklist
          </Title>
          <Progress value={checklist.percent} aria-label="Launch Checklist progress" />
          <Text size="sm">
            {checklist.done.length} of {LAUNCH_CHECKLIST.length} done ({checklist.percent}%)
          </Text>
          {LAUNCH_CHECKLIST.map((item) => (
            <Checkbox
              key={item.id}
              label={item.label}
              checked={checklist.done.includes(item.id)}
              disabled={!editable}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Paper>
      {progress.data.launchedAt ? (
        <Text fw={700} c="green">
          Launched on {dayLabel(progress.data.launchedAt)}
        </Text>
      ) : null}
      {editable ? (
        <Button size="md" onClick={() => launch.mutate()} disabled={!checklist.canLaunch || progress.data.launchedAt !== null} loading={launch.isPending} style={{ alignSelf: 'flex-start' }}>
          Launch MVP
        </Button>
      ) : null}
      {checklist.canLaunch || !editable ? null : (
        <Text size="sm" c="dimmed">
          Tick all eight items to launch.
        </Text>
      )}
    </Stack>
  );
}
