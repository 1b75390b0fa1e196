import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@founder/api-client';
import { SIGNED_OUT_LANDING_PATH, type CurrentUser } from '@founder/contracts';
import { ComingSoonButton } from './coming-soon-button';
import { accountTypeOf, displayName, displayUsername, initialsOf } from './profile-display';

/** Avatar, name, username, account type and verification, and the way out. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Group gap="lg" wrap="nowrap">
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
        <Button
          variant="light"
          color="red"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(SIGNED_OUT_LANDING_PATH) })}
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      </Group>
    </Paper>
  );
}
