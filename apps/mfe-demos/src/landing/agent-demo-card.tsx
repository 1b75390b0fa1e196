import { Anchor, Badge, Box, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import {
  LANDING_HANDOFFS,
  LANDING_SAMPLE_IDEA,
  LANDING_SUMMARY,
  initialLandingDemo,
  landingDemoAt,
  pressLandingStart,
  type AgentOutput,
  type LandingAgentStatus,
  type LandingAgentView,
  type LandingDemoView,
} from '@founder/demo-engine';
import { useTimedMachine } from '../clock/demo-clock';
import { Icon } from '@founder/ui';
import * as grids from './landing-grids.module.css';

const STATUS_BADGE: Record<LandingAgentStatus, { label: string; color: string }> = {
  idle: { label: 'Idle', color: 'gray' },
  working: { label: 'Working', color: 'blue' },
  complete: { label: 'Complete', color: 'green' },
};

function AgentRow({ agent, reducedMotion }: { agent: LandingAgentView; reducedMotion: boolean }) {
  const badge = STATUS_BADGE[agent.status];
  return (
    <Box data-testid={`agent-${agent.id}`} data-status={agent.status}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="md" variant={agent.status === 'idle' ? 'light' : 'filled'} color={agent.color}>
          <Icon name={agent.status === 'complete' ? 'check' : agent.icon} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {agent.name}
            </Text>
            <Badge size="sm" variant="light" color={badge.color} style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          </Group>
          <Text size="xs" c={agent.status === 'complete' ? 'green.8' : 'dimmed'} data-testid="agent-task">
            {agent.currentTask}
          </Text>
          <Progress
            value={agent.progress}
            size="sm"
            color={agent.status === 'complete' ? 'green' : agent.color}
            aria-label={`${agent.name} progress`}
            transitionDuration={reducedMotion ? 0 : 150}
          />
        </Stack>
      </Group>
    </Box>
  );
}

function Handoff({ marked, to }: { marked: boolean; to: string }) {
  return (
    <Group gap={6} pl={12} c={marked ? 'green.8' : 'dimmed'} data-handoff={marked ? 'marked' : 'pending'}>
      <Icon name={marked ? 'check' : 'arrowRight'} size={14} />
      <Text size="xs" c="inherit">
        {marked ? `Handed off to ${to}` : `Hand-off to ${to}`}
      </Text>
    </Group>
  );
}

function OutputCard({ output }: { output: AgentOutput }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`output-${output.id}`}>
      <Text fw={600} size="sm">
        {output.title}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {output.preview}
      </Text>
      <Text size="sm" mb="xs">
        {output.content}
      </Text>
      <Group gap={6}>
        {output.metrics.map((metric) => (
          <Badge key={metric.label} variant="light" color={metric.color} size="md" tt="none">
            {metric.label}: {metric.value}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

function Summary() {
  return (
    <Paper p="lg" radius="md" bg="indigo.0" withBorder data-testid="demo-summary">
      <Stack gap="md">
        <Title order={3} size="h4">
          Your startup package
        </Title>
        <div className={grids.figures}>
          {LANDING_SUMMARY.map((figure) => (
            <Paper key={figure.label} p="sm" radius="md" withBorder>
              <Text fz={24} fw={700} c="indigo.8" lh={1.2}>
                {figure.value}
              </Text>
              <Text size="sm" c="dimmed">
                {figure.label}
              </Text>
            </Paper>
          ))}
        </div>
        <Group>
          <Button component={Link} to="/app" rightSection={<Icon name="arrowRight" size={16} />}>
            Launch Your Own Startup
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const isRunning = (view: LandingDemoView) => view.phase === 'starting' || view.phase === 'running';

/** The embedded demo: six agents hand a sample idea to one another and build a startup package. */
export function AgentDemoCard() {
  const [view, dispatch] = useTimedMachine(() => initialLandingDemo, landingDemoAt, isRunning);
  const reducedMotion = useReducedMotion() ?? false;

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={560}>
            <Title order={2} size="h3">
              Watch six AI agents build a startup
            </Title>
            <Text c="dimmed" size="sm">
              Sample idea: {LANDING_SAMPLE_IDEA}. A scripted demo with simulated figures, not real data.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              onClick={() => dispatch(pressLandingStart)}
              disabled={view.startButton.disabled}
              leftSection={<Icon name="play" size={16} />}
            >
              {view.startButton.label}
            </Button>
            <Button component="a" href="#agents" variant="default">
              Learn About Agents
            </Button>
          </Group>
        </Group>

        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600} id="overall-progress-label">
              Overall progress
            </Text>
            <Text size="sm" fw={600} data-testid="overall-progress">
              {view.overallProgress}%
            </Text>
          </Group>
          <Progress
            value={view.overallProgress}
            size="lg"
            aria-label="Overall progress"
            animated={isRunning(view) && !reducedMotion}
            transitionDuration={reducedMotion ? 0 : 150}
          />
        </Stack>

        <div className={grids.demo}>
          <Stack gap="xs" aria-label="Agents" role="list">
            {view.agents.map((agent, index) => (
              <Stack gap="xs" key={agent.id} role="listitem">
                <AgentRow agent={agent} reducedMotion={reducedMotion} />
                {index < LANDING_HANDOFFS.length ? (
                  <Handoff marked={view.handoffs.includes(LANDING_HANDOFFS[index])} to={view.agents[index + 1].name} />
                ) : null}
              </Stack>
            ))}
          </Stack>

          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5">
                Outputs
              </Title>
              <Badge variant="light" color={view.completedCount === 6 ? 'green' : 'gray'} tt="none" size="lg" aria-live="polite">
                {view.counter}
              </Badge>
            </Group>
            {view.outputs.length === 0 ? (
              <Paper withBorder p="lg" radius="md" bg="gray.0">
                <Text size="sm" c="dimmed" ta="center">
                  {view.phase === 'ready'
                    ? `Press '${view.startButton.label}' to watch the agents work. Each finished agent adds its output here.`
                    : 'The first output appears when the Visionary Agent completes.'}
                </Text>
              </Paper>
            ) : (
              view.outputs.map((output) => <OutputCard key={output.id} output={output} />)
            )}
          </Stack>
        </div>

        {view.summaryVisible ? <Summary /> : null}
        {view.phase === 'finished' ? (
          <Text size="sm" c="dimmed">
            The demo has run. Want to go further?{' '}
            <Anchor component={Link} to="/demo">
              Walk through the complete startup journey
            </Anchor>
            .
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
