import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
        {stepperSteps(vision, completion).map((step, index) => {
          const current = step.phase === phase;
          return (
            <Paper
              component="li"
              key={step.phase}
              withBorder
              radius="md"
              p="sm"
              aria-current={current ? 'step' : undefined}
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
                {current ? (
                  <Badge size="xs" variant="light" hiddenFrom="sm">
                    {step.label}
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
