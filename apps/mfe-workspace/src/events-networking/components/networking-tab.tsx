import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { SIGN_IN_PAGE_PATH } from '@founder/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConnectionStatuses, useMyProfile, useProfiles } from '../hooks/use-networking';
import { PagedGrid } from './paged-grid';
import { PersonCard } from './person-card';
import { ProfileForm } from './profile-form';

/** My networking profile: a prompt to create it, or a summary with Edit. */
function MyProfilePanel({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const profile = useMyProfile(signedIn);
  const [editing, setEditing] = useState(false);
  if (editing && profile.data !== undefined) return <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />;
  const exists = Boolean(profile.data);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between">
        <Text size="sm">
          {exists ? 'Your networking profile is visible to founders as you chose.' : 'Create a networking profile so other founders can find you.'}
        </Text>
        <Button variant="light" onClick={() => (signedIn ? setEditing(true) : navigate(SIGN_IN_PAGE_PATH))} disabled={signedIn && profile.isPending}>
          {exists ? 'Edit my profile' : 'Create my profile'}
        </Button>
      </Group>
    </Paper>
  );
}

export function NetworkingTab({ search, signedIn }: { search: string; signedIn: boolean }) {
  const profiles = useProfiles({ search: search || undefined });
  const statusByUser = useConnectionStatuses(signedIn);

  return (
    <Stack>
      <MyProfilePanel signedIn={signedIn} />
      <PagedGrid query={profiles} noun="founders">
        {(profile) => <PersonCard key={profile.id} profile={profile} signedIn={signedIn} connection={statusByUser.get(profile.userId) ?? null} />}
      </PagedGrid>
    </Stack>
  );
}
