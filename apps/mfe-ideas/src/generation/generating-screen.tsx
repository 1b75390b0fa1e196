import { Box, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { stepState, type GeneratingTimeline, type GeneratingView } from './generating-timeline';
import { Icon } from '@founder/ui';

interface GeneratingScreenProps {
  title: string;
  timeline: GeneratingTimeline;
  view: GeneratingView;
  /** What a step is called: 'section' or 'slide'. */
  unit: string;
}

/** The fake progress shown while a plan or deck is written, step by step, then while the server answers. */
export function GeneratingScreen({ title, timeline, view, unit }: GeneratingScreenProps) {
  const active = view.done ? null : timeline.steps[view.current];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-live="polite" aria-busy="true">
      <Stack gap="lg">
        <GeneratingHeading title={title} subtitle={active ? `Writing the ${active} ${unit}...` : 'Putting it all together...'} />
        <Stack gap={6}>
          <Progress value={view.percent} aria-label={`${title} progress`} size="lg" radius="xl" striped animated />
          <Text size="sm" c="dimmed" ta="right">
            {Math.min(view.current, timeline.steps.length)} of {timeline.steps.length} {unit}s · {view.percent}%
          </Text>
        </Stack>
        <Box component="ol" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {timeline.steps.map((step, index) => {
            const state = stepState(view, index);
            return (
              <Group key={step} component="li" gap={10} wrap="nowrap" data-state={state}>
                {state === 'active' ? (
                  <Loader size={18} />
                ) : (
                  <ThemeIcon size={18} radius="xl" color={state === 'done' ? 'green' : 'gray'} variant={state === 'done' ? 'filled' : 'light'}>
                    {state === 'done' ? <Icon name="check" size={12} /> : null}
                  </ThemeIcon>
                )}
                <Text size="sm" c={state === 'waiting' ? 'dimmed' : undefined} fw={state === 'active' ? 600 : 400}>
                  {step}
                </Text>
              </Group>
            );
          })}
        </Box>
      </Stack>
    </Paper>
  );
}

/** The icon, title and what is happening now, over a generating screen. */
export function GeneratingHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={48} radius="xl" variant="light">
        <Icon name="sparkles" size={24} />
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </Stack>
    </Group>
  );
}

/** The financial model's generating screen: a fixed bar (spec section 9: 75%) while the server computes. */
export function FixedGeneratingScreen({ title, percent }: { title: string; percent: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-live="polite" aria-busy="true">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <Icon name="chart" size={24} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {title}
          </Title>
        </Group>
        <Progress value={percent} aria-label={`${title} progress`} size="lg" radius="xl" striped animated />
      </Stack>
    </Paper>
  );
}
