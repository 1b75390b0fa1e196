import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import type { IdeaShare, IdeaShareKind } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { shareLinkLabel } from './share-link-label';
import { useShareLinks } from './use-share-links';

/**
 * Share: creates a read-only link (shown once with Copy: only its hash is kept), and lists every
 * live link of this document from the server, each with Revoke.
 */
export function ShareControl({ ideaId, kind }: { ideaId: number; kind: IdeaShareKind }) {
  const [created, setCreated] = useState<IdeaShare | null>(null);
  const clipboard = useClipboard({ timeout: 2000 });
  const { links, create, revoke } = useShareLinks(ideaId, kind, setCreated);
  const live = links.data?.items ?? [];
  const link = created && live.some((share) => share.id === created.id) ? new URL(created.url, window.location.origin).toString() : null;

  return (
    <>
      <Button variant="default" leftSection={<Icon name="share" size={16} />} loading={create.isPending} onClick={() => create.mutate()}>
        Share
      </Button>
      {live.length > 0 ? (
        <Paper component="section" aria-label="Live links" withBorder radius="md" p="sm" w="100%" bg="indigo.0" data-print-hidden>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Anyone with a live link can view a read-only copy.
            </Text>
            {link ? (
              <Group gap="xs" wrap="nowrap">
                <TextInput aria-label="Share link" value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
                <Button variant="light" leftSection={<Icon name={clipboard.copied ? 'check' : 'link'} size={16} />} onClick={() => clipboard.copy(link)}>
                  {clipboard.copied ? 'Copied' : 'Copy'}
                </Button>
              </Group>
            ) : null}
            {live.map((share) => (
              <Group key={share.id} gap="xs" justify="space-between" wrap="nowrap" data-testid="share-link">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {shareLinkLabel(share)}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  loading={revoke.isPending && revoke.variables === share.id}
                  onClick={() => revoke.mutate(share.id)}
                  aria-label={`Revoke link ${shareLinkLabel(share)}`}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
