import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { profileTabPath } from './profile-tabs';
import type { ReactNode } from 'react';
import { ComingSoonButton } from './coming-soon-button';

/** Notification, theme and language settings: notifications have their own tab; theme and language have no behaviour yet. */
export function PreferencesTab() {
  return (
    <Stack gap="lg">
      <Preference title="Notifications" description="Choose which emails and alerts you receive.">
        <Button component={Link} to={profileTabPath('notifications')} variant="default" size="xs" w="fit-content">
          Manage Notifications
        </Button>
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
