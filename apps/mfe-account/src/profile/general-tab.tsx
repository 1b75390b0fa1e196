import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest, CURRENT_USER_QUERY_KEY } from '@founder/api-client';
import { ACCOUNT_LIMITS, AUTH_PATHS, pendingEmailNotice, type CurrentUser, type ProfileUpdateRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { displayName, displayUsername, memberSince } from './profile-display';
import { profileUpdateFailedToast, profileUpdatedToast } from './profile-toasts';

/** Name, username and email: shown, or edited (spec section 4, Profile page). */
export function GeneralTab({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Required<ProfileUpdateRequest> | null>(null);
  const save = useMutation({
    mutationFn: (changes: ProfileUpdateRequest) => apiRequest<CurrentUser>('PATCH', AUTH_PATHS.profile, changes),
    onSuccess: async (updated, changes) => {
      showToast(profileUpdatedToast(updated, changes));
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => showToast(profileUpdateFailedToast(error)),
  });

  if (!draft) {
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProfileFact label="Name" value={displayName(user)} />
          <ProfileFact label="Username" value={displayUsername(user)} />
          <ProfileFact label="Email" value={user.email ?? 'No email address'} note={user.pendingEmail ? pendingEmailNotice(user.pendingEmail) : null} />
          <ProfileFact label="Member since" value={memberSince(user.createdAt)} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => setDraft({ name: user.name ?? '', username: user.username ?? '', email: user.email ?? '' })}>Edit Profile</Button>
        </Group>
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(draft);
  };
  const edit = (field: keyof ProfileUpdateRequest) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [field]: event.currentTarget.value });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <TextInput label="Name" autoComplete="name" maxLength={ACCOUNT_LIMITS.name} value={draft.name} onChange={edit('name')} />
        <TextInput label="Username" autoComplete="username" maxLength={ACCOUNT_LIMITS.username} value={draft.username} onChange={edit('username')} />
        <TextInput label="Email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} value={draft.email} onChange={edit('email')} />
        <Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProfileFact({ label, value, note = null }: { label: string; value: string; note?: string | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
      {note ? (
        <Text size="sm" c="orange.8">
          {note}
        </Text>
      ) : null}
    </div>
  );
}
