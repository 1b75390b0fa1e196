import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { IdeaShareLink } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { shareLinkLabel, shareLinkName } from './share-link-label';

interface ShareLinkRowProps {
  link: IdeaShareLink;
  revoking: boolean;
  onRevoke: () => void;
}

/** One live link in the owner's list: its name, url with Copy, when it was made, its views, and Revoke. */
export function ShareLinkRow({ link, revoking, onRevoke }: ShareLinkRowProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const name = shareLinkName(link);
  const url = link.url === null ? null : new URL(link.url, window.location.origin).toString();
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid="share-link" aria-label={name}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {shareLinkLabel(link)}
            </Text>
          </Stack>
          <Button size="xs" variant="subtle" color="red" style={{ flexShrink: 0 }} loading={revoking} onClick={onRevoke} aria-label={`Revoke ${name}`}>
            Revoke
          </Button>
        </Group>
        {url ? (
          <Group gap="xs" wrap="nowrap">
            <TextInput size="xs" aria-label={`URL of ${name}`} value={url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
            <Button size="xs" variant="light" leftSection={<Icon name={clipboard.copied ? 'check' : 'link'} size={14} />} onClick={() => clipboard.copy(url)} aria-label={`Copy ${name}`}>
              {clipboard.copied ? 'Copied' : 'Copy'}
            </Button>
          </Group>
        ) : (
          // Made before links kept their token: it still opens, but its url cannot be shown again.
          <Text size="xs" c="dimmed">
            Made before links could be copied again: revoke it and create a new one to copy.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
