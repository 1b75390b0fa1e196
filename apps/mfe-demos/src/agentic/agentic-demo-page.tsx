import { Badge, Box, Button, Container, Grid, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AUTONOMOUS_SAMPLE_IDEA,
  autonomousDemoAt,
  returnToChat,
  sendAutonomousMessage,
  startAutonomousDemo,
  startTransformation,
  type AutonomousCategory,
  wholePercent,
  type AutonomousDemoView,
} from '@founder/demo-engine';
import { useTimedMachine } from '../clock/demo-clock';
import { ChatPanel } from './chat-panel';
import { InsightCards } from './insight-cards';
import { ResultModal } from './result-modal';
import { TaskTracker } from './task-tracker';
import { TransformationComplete } from './transformation-complete';
import { Icon } from '@founder/ui';

const isRunning = (view: AutonomousDemoView) => view.chat.thinking || (view.run !== null && !view.run.complete);

/** '/agentic': chat with the autonomous agent, then watch it run five tasks on a sample idea. */
export default function AgenticDemoPage() {
  const [view, dispatch] = useTimedMachine(startAutonomousDemo, autonomousDemoAt, isRunning);
  const reducedMotion = useReducedMotion() ?? false;
  const [openResults, setOpenResults] = useState<AutonomousCategory | null>(null);
  const modeHeading = useRef<HTMLHeadingElement>(null);
  const run = view.mode === 'demo' ? view.run : null;

  // Moving between chat and demo replaces most of the page: take keyboard focus to the new heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    modeHeading.current?.focus();
  }, [view.mode]);

  const backToChat = () => {
    setOpenResults(null);
    dispatch(returnToChat);
  };
  const overall = run ? wholePercent(run.tasks.reduce((sum, task) => sum + task.progress, 0) / run.tasks.length) : 0;

  return (
    <Box bg="gray.0" mih="100vh">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py="md">
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                Autonomous AI Demo
              </Title>
              <Text size="sm" c="dimmed">
                Sample idea: {AUTONOMOUS_SAMPLE_IDEA}
              </Text>
            </Stack>
            {view.mode === 'chat' ? (
              <Button component={Link} to="/" variant="default" leftSection={<Icon name="arrowLeft" size={16} />} style={{ flexShrink: 0 }}>
                Back to Home
              </Button>
            ) : (
              <Button variant="default" onClick={backToChat} leftSection={<Icon name="arrowLeft" size={16} />} style={{ flexShrink: 0 }}>
                Back to Chat
              </Button>
            )}
          </Group>
        </Container>
      </Box>

      <Container size="lg" py="xl" component="main">
        {run === null ? (
          <Stack gap="md" maw={820} mx="auto">
            <Title order={2} size="h3" ref={modeHeading} tabIndex={-1}>
              Talk to the agent
            </Title>
            <ChatPanel
              chat={view.chat}
              reducedMotion={reducedMotion}
              onSend={(text) => dispatch((state, now) => sendAutonomousMessage(state, text, now))}
              onStart={() => dispatch(startTransformation)}
            />
          </Stack>
        ) : run.complete ? (
          <Stack gap="md">
            <Title order={2} ref={modeHeading} tabIndex={-1} size="h4" c="dimmed">
              Autonomous run finished
            </Title>
            <TransformationComplete run={run} onViewResults={setOpenResults} onStartNew={backToChat} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <Group justify="space-between" align="center">
              <Title order={2} size="h3" ref={modeHeading} tabIndex={-1}>
                Autonomous Transformation in Progress
              </Title>
              <Badge color="green" variant="dot" size="lg" tt="none">
                Agent Active
              </Badge>
            </Group>
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {run.completedCount} of {run.tasks.length} tasks complete
                </Text>
                <Text size="sm" fw={600}>
                  {overall}%
                </Text>
              </Group>
              <Progress value={overall} size="lg" aria-label="Transformation progress" transitionDuration={reducedMotion ? 0 : 100} />
            </Stack>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <TaskTracker run={run} reducedMotion={reducedMotion} onViewResults={setOpenResults} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <InsightCards insights={run.insights} />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </Container>

      <ResultModal result={openResults && run ? (run.results[openResults] ?? null) : null} onClose={() => setOpenResults(null)} />
    </Box>
  );
}
