import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@founder/contracts';
import { SignOutButton } from '@founder/ui';
import { ComingSoonButton } from './coming-soon-button';
import { accountTypeOf, displayName, displayUsername, initialsOf } from './profile-display';

/** Avatar, name, username, account type and verification, and the way out. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Group gap="lg">
          <Stack gap="xs" align="center">
            <Avatar src={user.avatar} alt={displayName(user)} size={80} radius="xl" color="indigo" data-testid="profile-avatar">
              {initialsOf(user.name)}
            </Avatar>
            <ComingSoonButton>Change Photo</ComingSoonButton>
          </Stack>
          <Stack gap={4}>
            <Title order={2}>{displayName(user)}</Title>
            <Text c="dimmed">@{displayUsername(user)}</Text>
            <Group gap="xs">
              <Badge variant="light">{accountTypeOf(user)}</Badge>
              {user.emailVerified ? (
                <Badge variant="light" color="green">
                  Verified
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <SignOutButton />
      </Group>
    </Paper>
  );
}
