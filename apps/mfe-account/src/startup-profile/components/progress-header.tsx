import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StartupProfilePhase } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { stepperSteps } from '../domain/profile-stepper';

interface ProgressHeaderProps {
  vision: string;
  completion: number;
  phase: StartupProfilePhase;
}

/** The progress header (spec section 2): completion, and the three-step stepper with its colour and check rules. */
export function ProgressHeader({ vision, completion, phase }: ProgressHeaderProps) {
  const steps = stepperSteps(vision, completion);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard" size="sm">
        <Group gap={4} component="span">
          <Icon name="arrowLeft" size={16} />
          Back to Dashboard
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Startup Profile</Title>
        <Text fw={700} size="lg" aria-live="polite">
          {completion}% complete
        </Text>
      </Group>
      <Progress value={completion} aria-label="Profile completion" size="lg" radius="xl" />
      <SimpleGrid component="ol" cols={3} spacing="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Profile phases">
        {steps.map((step, index) => {
          const current = step.phase === phase;
          return (
            <Paper
              component="li"
              key={step.phase}
              withBorder
              radius="md"
              p="sm"
              aria-current={current ? 'step' : undefined}
              aria-label={`${step.label}${step.checked ? ', done' : ''}`}
              data-state={step.checked ? 'checked' : step.green ? 'green' : 'pending'}
              style={{ borderColor: current ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: current ? 2 : undefined }}
            >
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon radius="xl" size={28} color={step.green ? 'green' : 'gray'} variant={step.checked ? 'filled' : 'light'}>
                  {step.checked ? <Icon name="check" size={16} /> : <Text size="sm" fw={700}>{index + 1}</Text>}
                </ThemeIcon>
                <Text size="sm" fw={current ? 700 : 500} visibleFrom="sm">
                  {step.label}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="sm" fw={600} hiddenFrom="sm">
        Step {steps.findIndex((step) => step.phase === phase) + 1} of 3: {steps.find((step) => step.phase === phase)?.label}
      </Text>
    </Stack>
  );
}
