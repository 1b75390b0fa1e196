import { Box, Button, Container, Grid, Group, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import {
  closePitchFullScreen,
  continueJourney,
  journeyAt,
  openJourneyStep,
  openPitchFullScreen,
  startJourney,
  type JourneyView,
} from '@founder/demo-engine';
import { useTimedMachine } from '../clock/demo-clock';
import { JourneyStepList, STEP_ICONS } from './journey-step-list';
import { PitchFullScreen } from './pitch-full-screen';
import { StepView } from './step-views/step-view';
import { Icon } from '@founder/ui';

const isRunning = (view: JourneyView) => view.running;

/** '/demo': one sample idea through six steps, from submission to the financial model. */
export default function JourneyDemoPage() {
  const [view, dispatch] = useTimedMachine(startJourney, journeyAt, isRunning);
  const reducedMotion = useReducedMotion() ?? false;
  const opened = view.steps[view.viewedStep];
  const overall = view.overallWholePercent;
  const pitchDeck = view.steps.find(({ step }) => step.id === 'pitch-deck')?.step;

  return (
    <Box bg="gray.0" mih="100vh">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                Complete Startup Journey Demo
              </Title>
              <Text c="dimmed" size="sm" data-testid="journey-status">
                Step {view.viewedStep + 1} of {view.steps.length} • {overall}% Complete
              </Text>
            </Stack>
            <Button component={Link} to="/" variant="default" leftSection={<Icon name="arrowLeft" size={16} />} style={{ flexShrink: 0 }}>
              Exit Demo
            </Button>
          </Group>
          <Progress value={overall} mt="md" aria-label="Overall progress" transitionDuration={reducedMotion ? 0 : 100} />
        </Container>
      </Box>

      <Container size="xl" py="xl" component="main">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <JourneyStepList
              view={view}
              reducedMotion={reducedMotion}
              onOpen={(index) => dispatch((state, now) => openJourneyStep(state, index, now))}
              onContinue={() => dispatch(continueJourney)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="lg">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon name={STEP_ICONS[opened.step.id]} size={24} />
                </ThemeIcon>
                <div>
                  <Title order={2} size="h2">
                    {opened.step.title}
                  </Title>
                  <Text c="dimmed">{opened.step.description}</Text>
                </div>
              </Group>
              <VisuallyHidden aria-live="polite">{opened.status === 'completed' ? `${opened.step.title} complete` : ''}</VisuallyHidden>
              <StepView view={opened} reducedMotion={reducedMotion} onFullScreen={() => dispatch(openPitchFullScreen)} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      {pitchDeck?.id === 'pitch-deck' ? (
        <PitchFullScreen
          content={pitchDeck.content}
          opened={view.fullScreen}
          onClose={() => dispatch(closePitchFullScreen)}
        />
      ) : null}
    </Box>
  );
}
