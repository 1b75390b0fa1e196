import { Button, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Icon } from '@founder/ui';
import { GeneratingHeading } from '../generation/generating-screen';
import { jobProgress, partText, type FollowedJob } from './job-progress';

interface JobProgressScreenProps {
  title: string;
  job: FollowedJob;
  /** The parts in the document's order, with their titles (ids when the kind gives none). */
  partTitles?: ReadonlyArray<{ id: string; title: string }>;
  /** What a part is called: 'section' or 'slide'. */
  unit: string;
  onCancel?: () => void;
  cancelling: boolean;
}

/**
 * The real progress of a generation that outlasts the spec's steps (a real model writing): parts
 * written out of parts requested, and each part in its place as soon as it is written.
 */
export function JobProgressScreen({ title, job, partTitles, unit, onCancel, cancelling }: JobProgressScreenProps) {
  const { done, requested, percent } = jobProgress(job);
  const written = new Map(job.parts.map((part) => [part.id, part.content]));
  const titles = new Map(partTitles?.map((part) => [part.id, part.title]));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-live="polite" aria-busy="true">
      <Stack gap="lg">
        <Group justify="space-between" gap="md" wrap="wrap">
          <GeneratingHeading title={title} subtitle={`Your AI model is still writing: each ${unit} appears here as soon as it is finished.`} />
          {onCancel ? (
            <Button variant="default" onClick={onCancel} loading={cancelling}>
              Cancel
            </Button>
          ) : null}
        </Group>
        <Stack gap={6}>
          <Progress value={percent} aria-label={`${title} progress`} size="lg" radius="xl" striped animated />
          <Text size="sm" c="dimmed" ta="right" data-testid="job-progress">
            {done} of {requested} {unit}s written · {percent}%
          </Text>
        </Stack>
        <Stack component="ol" gap="sm" aria-label={`The ${unit}s being written`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {job.partsRequested.map((id) => {
            const finished = written.has(id);
            return (
              <Paper key={id} component="li" withBorder radius="md" p="md" data-state={finished ? 'done' : 'waiting'} aria-label={titles.get(id) ?? id}>
                <Group gap={10} wrap="nowrap" mb={finished ? 6 : 0}>
                  {finished ? (
                    <ThemeIcon size={18} radius="xl" color="green">
                      <Icon name="check" size={12} />
                    </ThemeIcon>
                  ) : (
                    <Loader size={18} />
                  )}
                  <Text size="sm" fw={600} c={finished ? undefined : 'dimmed'}>
                    {titles.get(id) ?? id}
                  </Text>
                </Group>
                {finished ? (
                  <Text size="sm" c="dimmed" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
                    {partText(written.get(id))}
                  </Text>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
