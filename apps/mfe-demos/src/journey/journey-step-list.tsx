import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { memo } from 'react';
import type { JourneyStep, JourneyStepId, JourneyStepStatus, JourneyView } from '@founder/demo-engine';
import { Icon, type IconName } from '@founder/ui';

export const STEP_ICONS: Record<JourneyStepId, IconName> = {
  submission: 'bulb',
  enhancement: 'bolt',
  analysis: 'search',
  'business-plan': 'document',
  'pitch-deck': 'presentation',
  financial: 'chart',
};

interface JourneyStepListProps {
  view: JourneyView;
  reducedMotion: boolean;
  onOpen: (index: number) => void;
  onContinue: () => void;
}

/** The sidebar: every step with its state; a step opens only when the journey has reached it. */
export function JourneyStepList({ view, reducedMotion, onOpen, onContinue }: JourneyStepListProps) {
  return (
    <Stack gap="sm" component="nav" aria-labelledby="demo-steps-title">
      <Title id="demo-steps-title" order={2} size="h5">
        Demo Steps
      </Title>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {view.steps.map(({ step, status, progress, canOpen }, index) => (
          <JourneyStepItem
            key={step.id}
            index={index}
            step={step}
            status={status}
            wholeProgress={Math.round(progress)}
            canOpen={canOpen}
            viewed={index === view.viewedStep}
            reducedMotion={reducedMotion}
            onOpen={onOpen}
          />
        ))}
      </Stack>
      {view.canContinue ? (
        <Button onClick={onContinue} fullWidth rightSection={<Icon name="arrowRight" size={16} />} mt="xs">
          Continue to Next Step
        </Button>
      ) : null}
    </Stack>
  );
}

interface JourneyStepItemProps {
  index: number;
  step: JourneyStep;
  status: JourneyStepStatus;
  wholeProgress: number;
  canOpen: boolean;
  viewed: boolean;
  reducedMotion: boolean;
  onOpen: (index: number) => void;
}

/**
 * One step of the sidebar. Memoized on plain values: the demo's clock renders the page every 100 ms,
 * and only the running step's percent changes (six Mantine cards a tick were long tasks on a phone).
 */
const JourneyStepItem = memo(function JourneyStepItem({ index, step, status, wholeProgress, canOpen, viewed, reducedMotion, onOpen }: JourneyStepItemProps) {
  const completed = status === 'completed';
  return (
    <li>
      <Paper
        component="button"
        type="button"
        onClick={() => onOpen(index)}
        disabled={!canOpen}
        aria-current={viewed ? 'step' : undefined}
        data-status={status}
        withBorder
        radius="md"
        p="sm"
        w="100%"
        ta="left"
        bg={viewed ? 'indigo.0' : completed ? 'green.0' : 'white'}
        style={{
          borderColor: viewed ? 'var(--mantine-color-indigo-4)' : completed ? 'var(--mantine-color-green-3)' : undefined,
          cursor: canOpen ? 'pointer' : 'not-allowed',
          opacity: canOpen ? 1 : 0.6,
          font: 'inherit',
          color: 'inherit',
        }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="md" color={completed ? 'green' : viewed ? 'indigo' : 'gray'} variant={completed || viewed ? 'filled' : 'light'}>
            <Icon name={completed ? 'check' : STEP_ICONS[step.id]} size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {step.title}
            </Text>
            <Text size="xs" c="dimmed">
              {step.description}
            </Text>
            <Text size="xs" c="dimmed">
              Estimated: {step.duration}s
            </Text>
          </Stack>
        </Group>
        {status === 'loading' ? (
          <Stack gap={4} mt="sm">
            <Progress value={wholeProgress} size="sm" aria-label={`${step.title} progress`} transitionDuration={reducedMotion ? 0 : 100} />
            <Text size="xs" c="indigo.9">
              {wholeProgress}% complete
            </Text>
          </Stack>
        ) : null}
      </Paper>
    </li>
  );
});
