import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '@founder/ui';

/** A step's view while its simulated work runs. */
export function StepLoading({ title, text, progress, reducedMotion }: { title: string; text: string; progress: number; reducedMotion: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Center mih={240}>
        <Stack align="center" gap="sm" ta="center">
          {reducedMotion ? (
            <ThemeIcon size={48} radius="xl" variant="light">
              <Icon name="clock" size={26} />
            </ThemeIcon>
          ) : (
            <Loader size="lg" aria-hidden="true" />
          )}
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <Text size="sm" c="indigo.7" fw={600}>
            {Math.round(progress)}% complete
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}

/** A step's view before it has started. */
export function StepIdle({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0">
      <Center mih={240}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" color="gray" variant="light">
            <Icon name="clock" size={26} />
          </ThemeIcon>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}

/** A completed step's view: a green title, then the step's content. */
export function StepCompleted({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs" align="flex-start">
          <ThemeIcon size={32} radius="xl" color="green">
            <Icon name="check" size={18} />
          </ThemeIcon>
          <Title order={3} size="h3" c="green.9">
            {title}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** One figure with its label. */
export function StatTile({ label, value, color = 'indigo.8' }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz={26} fw={700} c={color} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** A short list with check marks, or with warning marks for challenges. */
export function MarkedList({ items, mark = 'check', color = 'green' }: { items: readonly string[]; mark?: 'check' | 'warning'; color?: string }) {
  return (
    <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Text component="li" key={item} size="sm" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Text span c={color} style={{ display: 'inline-flex', paddingTop: 2 }}>
            <Icon name={mark} size={16} />
          </Text>
          <span>{item}</span>
        </Text>
      ))}
    </Stack>
  );
}
