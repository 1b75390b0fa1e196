import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DATA_ROOM_TIERS, TIER_RIGHTS, type DataRoomAccessRequest, type DataRoomDocument } from '@founder/contracts';
import { momentLabel } from '@founder/ui';
import { LinkForm } from './link-form';
import { NewLinkUrl } from './new-link-url';
import { useAccessRequests, useDataRoomLinks, useDataRoomViews, useDecideRequest, useRevokeLink } from './use-data-room';

const STATE_COLORS = { live: 'green', expired: 'gray', revoked: 'red' } as const;

/**
 * Access Management: the tiers and their live links, sharing, the links, access requests (Approve /
 * Deny) and the view log. Without `editable` (commenters, viewers) it is the same lists, read only.
 */
export function AccessManagement({ companyId, documents, editable }: { companyId: number; documents: DataRoomDocument[]; editable: boolean }) {
  const links = useDataRoomLinks(companyId);
  const liveLinks = links.data?.items.filter((link) => link.state === 'live') ?? [];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {DATA_ROOM_TIERS.map((tier) => {
          const live = liveLinks.filter((link) => link.tier === tier).length;
          return (
            <Paper key={tier} withBorder p="sm" aria-label={TIER_RIGHTS[tier].label}>
              <Text fw={600}>{TIER_RIGHTS[tier].label}</Text>
              <Badge variant="light">{TIER_RIGHTS[tier].access}</Badge>
              <Text size="xs" c="dimmed" mt={4}>
                {tier === 'team' ? 'Every document with a file, drafts and restricted ones too; download.' : `Complete documents that are not restricted; ${TIER_RIGHTS[tier].canDownload ? 'download' : 'view in the browser only'}.`}
              </Text>
              <Text size="sm" mt={4}>
                {live} live {live === 1 ? 'link' : 'links'}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      {editable ? <LinkForm companyId={companyId} documents={documents} /> : null}
      <AccessRequests companyId={companyId} editable={editable} />
      <Stack gap="xs">
        <Title order={4}>Share links</Title>
        {links.data?.items.length === 0 ? <Text c="dimmed">No links yet.</Text> : null}
        {links.data?.items.map((link) => (
          <LinkRow key={link.id} link={link} editable={editable} />
        ))}
      </Stack>
      <ViewLog companyId={companyId} />
    </Stack>
  );
}

function LinkRow({ link, editable }: { link: NonNullable<ReturnType<typeof useDataRoomLinks>['data']>['items'][number]; editable: boolean }) {
  const revoke = useRevokeLink();
  return (
    <Paper withBorder p="sm" aria-label={`Link ${link.label ?? link.id}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={500}>{link.label ?? `Link ${link.id}`}</Text>
          <Text size="xs" c="dimmed">
            {TIER_RIGHTS[link.tier].label} · {link.documentName ?? 'Whole data room'} · {link.views} views · {link.expiresAt ? `expires ${momentLabel(link.expiresAt)}` : 'no expiry'}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={STATE_COLORS[link.state]}>{link.state}</Badge>
          {editable && link.state === 'live' ? (
            <Button size="xs" color="red" variant="light" loading={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
              Revoke
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

function AccessRequests({ companyId, editable }: { companyId: number; editable: boolean }) {
  const requests = useAccessRequests(companyId);
  const decide = useDecideRequest();
  const [granted, setGranted] = useState<DataRoomAccessRequest | null>(null);
  const pending = requests.data?.items.filter((request) => request.status === 'pending').length ?? 0;
  return (
    <Stack gap="xs">
      <Title order={4}>Access requests ({pending} pending)</Title>
      {granted?.url ? <NewLinkUrl url={granted.url} title={`Send ${granted.name} this link`} /> : null}
      {requests.data?.items.length === 0 ? <Text c="dimmed">Visitors of your links can ask for more access; their requests appear here.</Text> : null}
      {requests.data?.items.map((request) => (
        <Paper key={request.id} withBorder p="sm" aria-label={`Request from ${request.name}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={500}>
                {request.name} · {request.email}
              </Text>
              <Text size="xs" c="dimmed">
                Asks for {TIER_RIGHTS[request.tier].label} ({TIER_RIGHTS[request.tier].access}) · {momentLabel(request.createdAt)}
              </Text>
              {request.message ? <Text size="sm">{request.message}</Text> : null}
            </Stack>
            {request.status === 'pending' && editable ? (
              <Group gap="xs">
                <Button size="xs" variant="default" loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'deny' })}>
                  Deny
                </Button>
                <Button size="xs" loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: 'approve' }, { onSuccess: setGranted })}>
                  Approve
                </Button>
              </Group>
            ) : (
              <Badge color={request.status === 'approved' ? 'green' : 'gray'}>{request.status}</Badge>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function ViewLog({ companyId }: { companyId: number }) {
  const views = useDataRoomViews(companyId);
  return (
    <Stack gap="xs" aria-label="View log">
      <Title order={4}>View log</Title>
      {views.data?.items.length === 0 ? <Text c="dimmed">Nobody has opened a link yet.</Text> : null}
      {views.data?.items.map((view) => (
        <Paper key={view.id} withBorder p="xs" data-testid="view-log-entry">
          <Text size="sm">
            <b>{view.visitorName}</b> ({view.visitorEmail}) {view.action} {view.documentName ?? 'the data room'}
          </Text>
          <Text size="xs" c="dimmed">
            {momentLabel(view.at)} · by {view.linkLabel ?? `link ${view.linkId}`} ({TIER_RIGHTS[view.tier].label})
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
