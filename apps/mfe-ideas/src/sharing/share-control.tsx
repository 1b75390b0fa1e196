import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IDEA_SHARE_LABEL_MAX, type IdeaShareKind } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { ShareLinkRow } from './share-link-row';
import { useShareLinks } from './use-share-links';

/**
 * Share: opens the owner's list of live links of this document (each with its url to copy, label,
 * date, views and Revoke). A link is made only by 'Create link', with an optional label, so opening
 * the list never mints one (issue 29 item 3).
 */
export function ShareControl({ ideaId, kind }: { ideaId: number; kind: IdeaShareKind }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const { links, create, revoke } = useShareLinks(ideaId, kind, open);
  const live = links.data?.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(label, { onSuccess: () => setLabel('') });
  };

  return (
    <>
      <Button variant="default" leftSection={<Icon name="share" size={16} />} aria-expanded={open} onClick={() => setOpen((wasOpen) => !wasOpen)}>
        Share
      </Button>
      {open ? (
        <Paper component="section" aria-label="Share links" withBorder radius="md" p="sm" w="100%" bg="indigo.0" data-print-hidden>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Anyone with a live link can view a read-only copy.
            </Text>
            <Group component="form" onSubmit={submit} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                size="xs"
                label="Label (optional)"
                placeholder="Who is it for? e.g. Seed investors"
                value={label}
                maxLength={IDEA_SHARE_LABEL_MAX}
                onChange={(event) => setLabel(event.currentTarget.value)}
                style={{ flex: '1 1 200px' }}
              />
              <Button size="xs" type="submit" loading={create.isPending} leftSection={<Icon name="link" size={14} />}>
                Create link
              </Button>
            </Group>
            {links.isPending ? <Loader size="xs" aria-label="Loading links" /> : null}
            {links.isSuccess && live.length === 0 ? (
              <Text size="sm" c="dimmed">
                No live links yet.
              </Text>
            ) : null}
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Live links">
              {live.map((link) => (
                <ShareLinkRow key={link.id} link={link} revoking={revoke.isPending && revoke.variables === link.id} onRevoke={() => revoke.mutate(link.id)} />
              ))}
            </Stack>
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
