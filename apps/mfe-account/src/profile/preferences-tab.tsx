import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ComingSoonButton } from './coming-soon-button';

/** Notification, theme and language settings: shown by the spec, with no behaviour yet. */
export function PreferencesTab() {
  return (
    <Stack gap="lg">
      <Preference title="Notifications" description="Choose which emails and alerts you receive.">
        <ComingSoonButton>Manage Notifications</ComingSoonButton>
      </Preference>
      <Preference title="Theme" description="Light or dark appearance.">
        <ComingSoonButton>Change Theme</ComingSoonButton>
      </Preference>
      <Preference title="Language" description="English">
        <ComingSoonButton>Change Language</ComingSoonButton>
      </Preference>
    </Stack>
  );
}

function Preference({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{title}</Title>
      <Text c="dimmed">{description}</Text>
      {children}
    </Stack>
  );
}
