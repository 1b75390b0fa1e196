import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DATA_ROOM_FIELD_LIMITS, DATA_ROOM_TIERS, TIER_RIGHTS, type DataRoomDocument, type DataRoomLink, type DataRoomTier } from '@founder/contracts';
import { NewLinkUrl } from './new-link-url';
import { useCreateLink } from './use-data-room';

const TIER_OPTIONS = DATA_ROOM_TIERS.map((tier) => ({ value: tier, label: `${TIER_RIGHTS[tier].label} (${TIER_RIGHTS[tier].access})` }));

/** End of the chosen day (local time), or undefined without a date. */
function expiryOf(date: string): string | undefined {
  return date ? new Date(`${date}T23:59:59`).toISOString() : undefined;
}

/** Share the whole room or one document with a tier, optionally until a date. */
export function LinkForm({ companyId, documents }: { companyId: number; documents: DataRoomDocument[] }) {
  const create = useCreateLink();
  const [scope, setScope] = useState('room');
  const [tier, setTier] = useState<DataRoomTier>('investors');
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [made, setMade] = useState<DataRoomLink | null>(null);
  const scopes = [{ value: 'room', label: 'Whole data room' }, ...documents.filter((document) => document.status !== 'missing').map((document) => ({ value: String(document.id), label: document.name }))];

  const submit = () =>
    create.mutate(
      { companyId, tier, documentId: scope === 'room' ? undefined : Number(scope), label: label.trim() || undefined, expiresAt: expiryOf(expires) },
      { onSuccess: (link) => setMade(link) },
    );

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>Share a view link</Text>
        <Text size="xs" c="dimmed">
          Anyone with the link can open it without an account after giving a name and email; every visit is logged. Revoke it at any time.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Select label="Share" data={scopes} value={scope} allowDeselect={false} onChange={(value) => value && setScope(value)} />
          <Select label="Access tier" data={TIER_OPTIONS} value={tier} allowDeselect={false} onChange={(value) => value && setTier(value as DataRoomTier)} />
          <TextInput label="Label" placeholder="e.g. Seed investors" value={label} maxLength={DATA_ROOM_FIELD_LIMITS.linkLabel.max} onChange={(event) => setLabel(event.currentTarget.value)} />
          <TextInput label="Expires on (optional)" type="date" value={expires} onChange={(event) => setExpires(event.currentTarget.value)} />
        </SimpleGrid>
        <Button onClick={submit} loading={create.isPending} w="fit-content">
          Create link
        </Button>
        {made?.url ? <NewLinkUrl url={made.url} title="Link created" /> : null}
      </Stack>
    </Paper>
  );
}
