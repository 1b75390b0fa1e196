import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, serverMessage, signOut } from '@founder/api-client';
import { ACCOUNT_LEAVING_PATHS, ACCOUNT_LIMITS, SIGNED_OUT_LANDING_PATH, type AccountDeletionRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { PasswordField } from '../auth/password-field';

export const ACCOUNT_DELETED_TOAST = { title: 'Account deleted', description: 'Your account and all your data have been deleted. A confirmation email is on its way.' };

/** Download my data (GET /api/auth/export, a zip the browser saves) and Delete account (DELETE /api/auth/account, confirmed with the password). */
export function LeaveAccountSection() {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deletion = useMutation({
    mutationFn: (request: AccountDeletionRequest) => apiRequest('DELETE', ACCOUNT_LEAVING_PATHS.account, request),
    onSuccess: async () => {
      await signOut(queryClient);
      showToast(ACCOUNT_DELETED_TOAST);
      navigate(SIGNED_OUT_LANDING_PATH);
    },
    onError: (error) => showToast({ title: 'Account not deleted', description: serverMessage(error) ?? 'Failed to delete the account', variant: 'destructive' }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deletion.isPending) deletion.mutate(password ? { password } : {});
  };

  return (
    <Stack gap="xs">
      <Title order={3}>Your data</Title>
      <Text>Download everything you have on Founder Platform (ideas, documents, companies, data room files, websites, events and connections) as a zip.</Text>
      <div>
        <Button component="a" href={ACCOUNT_LEAVING_PATHS.export} download variant="default">
          Download my data
        </Button>
      </div>
      <Text>Deleting your account removes all of it for good: your published site and share links stop working.</Text>
      <div>
        <Button color="red" onClick={() => setOpened(true)}>
          Delete account
        </Button>
      </div>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete your account">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text>This cannot be undone. Enter your password to confirm.</Text>
            <Text size="sm" c="dimmed">
              Signed up with Google? Leave it empty: you must have signed in within the last 10 minutes.
            </Text>
            <PasswordField label="Password" autoComplete="current-password" maxLength={ACCOUNT_LIMITS.password} value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={deletion.isPending}>
                {deletion.isPending ? 'Deleting...' : 'Delete my account'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
