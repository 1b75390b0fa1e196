import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@founder/api-client';
import { IDEA_PATHS, type IdeaShare, type IdeaShareKind, type IdeaShareRequest } from '@founder/contracts';
import { showToast, Icon } from '@founder/ui';
import { SHARE_CREATED_TOAST, SHARE_REVOKED_TOAST, shareFailureToast } from '../shared/tool-toasts';

/** Share: creates a read-only link (POST shares), shows it with Copy, and revokes it (DELETE). */
export function ShareControl({ ideaId, kind }: { ideaId: number; kind: IdeaShareKind }) {
  const [share, setShare] = useState<IdeaShare | null>(null);
  const clipboard = useClipboard({ timeout: 2000 });
  const create = useMutation({
    mutationFn: () => apiRequest<IdeaShare>('POST', IDEA_PATHS.shares(ideaId), { kind } satisfies IdeaShareRequest),
    onSuccess: (created) => {
      setShare(created);
      showToast(SHARE_CREATED_TOAST);
    },
    onError: (error) => showToast(shareFailureToast(error)),
  });
  const revoke = useMutation({
    mutationFn: (token: string) => apiRequest('DELETE', IDEA_PATHS.share(ideaId, token)),
    onSuccess: () => {
      setShare(null);
      clipboard.reset();
      showToast(SHARE_REVOKED_TOAST);
    },
    onError: (error) => showToast(shareFailureToast(error)),
  });

  if (!share) {
    return (
      <Button variant="default" leftSection={<Icon name="share" size={16} />} loading={create.isPending} onClick={() => create.mutate()}>
        Share
      </Button>
    );
  }
  const link = new URL(share.url, window.location.origin).toString();
  return (
    <Paper withBorder radius="md" p="sm" w="100%" bg="indigo.0" data-print-hidden>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Anyone with this link can view a read-only copy.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput aria-label="Share link" value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="light" leftSection={<Icon name={clipboard.copied ? 'check' : 'link'} size={16} />} onClick={() => clipboard.copy(link)}>
            {clipboard.copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="subtle" color="red" loading={revoke.isPending} onClick={() => revoke.mutate(share.token)}>
            Revoke
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
