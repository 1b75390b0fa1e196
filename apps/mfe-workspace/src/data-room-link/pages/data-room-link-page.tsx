import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { serverMessage } from '@founder/api-client';
import { DATA_ROOM_FIELD_LIMITS, DATA_ROOM_LINK_UNAVAILABLE, DATA_ROOM_PATHS, DATA_ROOM_TIERS, formatFileSize, TIER_RIGHTS, type DataRoomTier, type SharedDataRoomVisit } from '@founder/contracts';
import { dayLabel, PageShell } from '@founder/ui';
import { DocumentBadges } from '../../shared/document-badges';
import { useOpenRoom, useRequestAccess, useSharedHeadline } from '../use-shared-room';

/** A share link's page: who is visiting (name, email), then the documents the link's tier may see, and a way to ask for more access. */
export default function DataRoomLinkPage() {
  const token = useParams().token ?? '';
  const headline = useSharedHeadline(token);
  const open = useOpenRoom(token);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  if (headline.isPending) return <Loader aria-label="Loading the data room" m="xl" />;
  // A link revoked while its page is open dies on the next call too.
  const dead = headline.error ?? (open.error && serverMessage(open.error) === DATA_ROOM_LINK_UNAVAILABLE ? open.error : null);
  if (dead || !headline.data) {
    return (
      <PageShell title="Data room">
        <Alert color="red" title="Link unavailable">
          {serverMessage(dead) ?? DATA_ROOM_LINK_UNAVAILABLE}
        </Alert>
      </PageShell>
    );
  }
  const { companyName, tier, documentName } = headline.data;
  const visit = open.data;
  return (
    <PageShell title={`${companyName} data room`} description={documentName ? `Shared document: ${documentName}` : 'Documents shared with you by the founders.'}>
      <Group gap="xs">
        <Badge variant="light">{TIER_RIGHTS[tier].label}</Badge>
        <Badge variant="outline">{TIER_RIGHTS[tier].access}</Badge>
      </Group>
      {visit ? (
        <SharedDocuments token={token} visit={visit} />
      ) : (
        <Paper withBorder p="md" maw={480}>
          <Stack gap="xs">
            <Text size="sm">The founders see who opens their data room. Tell them who you are to continue.</Text>
            <TextInput label="Your name" required value={name} maxLength={DATA_ROOM_FIELD_LIMITS.visitorName.max} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput label="Your email" type="email" required value={email} maxLength={DATA_ROOM_FIELD_LIMITS.visitorEmail.max} onChange={(event) => setEmail(event.currentTarget.value)} />
            {open.error ? <Text c="red" size="sm">{serverMessage(open.error) ?? 'Please try again.'}</Text> : null}
            <Button onClick={() => open.mutate({ name: name.trim(), email: email.trim() })} disabled={name.trim().length < DATA_ROOM_FIELD_LIMITS.visitorName.min || !email.includes('@')} loading={open.isPending}>
              Open data room
            </Button>
          </Stack>
        </Paper>
      )}
      <RequestAccess token={token} visitor={{ name, email }} />
    </PageShell>
  );
}

function SharedDocuments({ token, visit }: { token: string; visit: SharedDataRoomVisit }) {
  const { room, visitId } = visit;
  if (room.documents.length === 0) return <Text c="dimmed">No documents are shared with this link yet.</Text>;
  return (
    <Stack gap="xs" aria-label="Shared documents">
      {room.documents.map((document) => (
        <Paper key={document.id} withBorder p="sm" aria-label={document.name}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{document.name}</Text>
              <Text size="xs" c="dimmed">
                {document.category} · {formatFileSize(document.size)} · Updated {dayLabel(document.lastModified)}
              </Text>
              <DocumentBadges document={document} />
            </Stack>
            <Group gap="xs">
              <Button component="a" href={DATA_ROOM_PATHS.sharedFile(token, document.id, visitId)} target="_blank" rel="noopener" size="xs" variant="light">
                View
              </Button>
              {room.canDownload ? (
                <Button component="a" href={DATA_ROOM_PATHS.sharedFile(token, document.id, visitId, true)} size="xs" variant="default">
                  Download
                </Button>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function RequestAccess({ token, visitor }: { token: string; visitor: { name: string; email: string } }) {
  const request = useRequestAccess(token);
  const [tier, setTier] = useState<DataRoomTier>('team');
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const who = { name: (name || visitor.name).trim(), email: (email || visitor.email).trim() };
  if (request.isSuccess) return <Alert color="green" title="Request sent">The founders will review your request for {TIER_RIGHTS[request.data.tier].label.toLowerCase()} access.</Alert>;
  return (
    <Paper withBorder p="md" maw={480}>
      <Stack gap="xs">
        <Text fw={600}>Need more access?</Text>
        {visitor.name ? null : (
          <>
            <TextInput label="Name" value={name} maxLength={DATA_ROOM_FIELD_LIMITS.visitorName.max} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput label="Email" type="email" value={email} maxLength={DATA_ROOM_FIELD_LIMITS.visitorEmail.max} onChange={(event) => setEmail(event.currentTarget.value)} />
          </>
        )}
        <Select
          label="Access you need"
          data={DATA_ROOM_TIERS.map((value) => ({ value, label: `${TIER_RIGHTS[value].label} (${TIER_RIGHTS[value].access})` }))}
          value={tier}
          allowDeselect={false}
          onChange={(value) => value && setTier(value as DataRoomTier)}
        />
        <Textarea label="Message (optional)" value={message} maxLength={DATA_ROOM_FIELD_LIMITS.requestMessage.max} onChange={(event) => setMessage(event.currentTarget.value)} />
        {request.error ? <Text c="red" size="sm">{serverMessage(request.error) ?? 'Please try again.'}</Text> : null}
        <Button
          variant="light"
          w="fit-content"
          loading={request.isPending}
          disabled={who.name.length < DATA_ROOM_FIELD_LIMITS.visitorName.min || !who.email.includes('@')}
          onClick={() => request.mutate({ ...who, tier, message: message.trim() || undefined })}
        >
          Request access
        </Button>
      </Stack>
    </Paper>
  );
}
