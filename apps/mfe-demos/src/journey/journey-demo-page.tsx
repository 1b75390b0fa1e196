import { Box, Button, Container, Grid, Group, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { memo, useCallback } from 'react';
import { Link } from 'react-router-dom';
import {
  closePitchFullScreen,
  continueJourney,
  journeyAt,
  openJourneyStep,
  openPitchFullScreen,
  startJourney,
  type JourneyStep,
  type JourneyView,
} from '@founder/demo-engine';
import { useTimedMachine } from '../clock/demo-clock';
import { JourneyStepList, STEP_ICONS } from './journey-step-list';
import { PitchFullScreen } from './pitch-full-screen';
import { StepView } from './step-views/step-view';
import { Icon } from '@founder/ui';

const isRunning = (view: JourneyView) => view.running;

/**
 * '/demo': one sample idea through six steps, from submission to the financial model. The clock
 * renders this page every 100 ms while a step runs; its parts are memoized on plain values, so a
 * tick redraws only the percent that changed.
 */
export default function JourneyDemoPage() {
  const [view, dispatch] = useTimedMachine(startJourney, journeyAt, isRunning);
  const reducedMotion = useReducedMotion() ?? false;
  const opened = view.steps[view.viewedStep];
  const pitchDeck = view.steps.find(({ step }) => step.id === 'pitch-deck')?.step;
  const onOpen = useCallback((index: number) => dispatch((state, now) => openJourneyStep(state, index, now)), [dispatch]);
  const onContinue = useCallback(() => dispatch(continueJourney), [dispatch]);
  const onFullScreen = useCallback(() => dispatch(openPitchFullScreen), [dispatch]);
  const onCloseFullScreen = useCallback(() => dispatch(closePitchFullScreen), [dispatch]);

  return (
    <Box bg="gray.0" mih="100vh">
      <JourneyHeader viewedStep={view.viewedStep} stepCount={view.steps.length} overall={view.overallWholePercent} reducedMotion={reducedMotion} />

      <Container size="xl" py="xl" component="main">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <JourneyStepList view={view} reducedMotion={reducedMotion} onOpen={onOpen} onContinue={onContinue} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="lg">
              <OpenedStepHeading step={opened.step} />
              <VisuallyHidden aria-live="polite">{opened.status === 'completed' ? `${opened.step.title} complete` : ''}</VisuallyHidden>
              <StepView
                step={opened.step}
                status={opened.status}
                wholeProgress={Math.round(opened.progress)}
                reducedMotion={reducedMotion}
                onFullScreen={onFullScreen}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      {pitchDeck?.id === 'pitch-deck' ? <PitchFullScreen content={pitchDeck.content} opened={view.fullScreen} onClose={onCloseFullScreen} /> : null}
    </Box>
  );
}

interface JourneyHeaderProps {
  viewedStep: number;
  stepCount: number;
  overall: number;
  reducedMotion: boolean;
}

/** The title, the step and overall percent, and the overall bar. */
const JourneyHeader = memo(function JourneyHeader({ viewedStep, stepCount, overall, reducedMotion }: JourneyHeaderProps) {
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl" py="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              Complete Startup Journey Demo
            </Title>
            <Text c="dimmed" size="sm" data-testid="journey-status">
              Step {viewedStep + 1} of {stepCount} • {overall}% Complete
            </Text>
          </Stack>
          <Button component={Link} to="/" variant="default" leftSection={<Icon name="arrowLeft" size={16} />} style={{ flexShrink: 0 }}>
            Exit Demo
          </Button>
        </Group>
        <Progress value={overall} mt="md" aria-label="Overall progress" transitionDuration={reducedMotion ? 0 : 100} />
      </Container>
    </Box>
  );
});

/** The open step's icon, title and description. */
const OpenedStepHeading = memo(function OpenedStepHeading({ step }: { step: JourneyStep }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={44} radius="md" variant="light">
        <Icon name={STEP_ICONS[step.id]} size={24} />
      </ThemeIcon>
      <div>
        <Title order={2} size="h2">
          {step.title}
        </Title>
        <Text c="dimmed">{step.description}</Text>
      </div>
    </Group>
  );
});
