import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGN_IN_PAGE_PATH, type Connection } from '@founder/contracts';
import { weekdayMomentLabel } from '@founder/ui';
import { Link } from 'react-router-dom';
import { useAnswerConnection, useConnections, useWithdrawConnection } from '../hooks/use-networking';

function ConnectionRow({ connection }: { connection: Connection }) {
  const answer = useAnswerConnection();
  const withdraw = useWithdrawConnection();
  const name = connection.user.name ?? 'Founder';
  const pendingForMe = connection.status === 'pending' && connection.direction === 'received';
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name} style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap">
        <Group wrap="nowrap">
          <Avatar src={connection.user.avatar} alt="" radius="xl" />
          <Stack gap={2}>
            <Text fw={600}>{name}</Text>
            {connection.message ? (
              <Text size="sm" c="dimmed">
                “{connection.message}”
              </Text>
            ) : null}
            {connection.user.email ? (
              <Anchor href={`mailto:${connection.user.email}`} size="sm">
                {connection.user.email}
              </Anchor>
            ) : null}
            {connection.connectionDate ? (
              <Text size="xs" c="dimmed">
                Connected since {weekdayMomentLabel(connection.connectionDate)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {pendingForMe ? (
          <Group gap="xs">
            <Button size="xs" disabled={answer.isPending} onClick={() => answer.mutate({ id: connection.id, status: 'accepted' })}>
              Accept
            </Button>
            <Button size="xs" variant="default" disabled={answer.isPending} onClick={() => answer.mutate({ id: connection.id, status: 'declined' })}>
              Decline
            </Button>
          </Group>
        ) : connection.status === 'pending' ? (
          <Group gap="xs">
            <Badge color="yellow" variant="light">
              Pending
            </Badge>
            <Button size="xs" variant="subtle" color="red" disabled={withdraw.isPending} onClick={() => withdraw.mutate(connection.id)}>
              Withdraw
            </Button>
          </Group>
        ) : (
          <Badge color="green" variant="light">
            Connected
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

function Section({ title, connections, empty }: { title: string; connections: Connection[]; empty: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title} ({connections.length})
      </Title>
      {connections.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {connections.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** 'My Connections': requests to me with Accept and Decline, my pending requests, and my connections. */
export function ConnectionsTab({ signedIn, search }: { signedIn: boolean; search: string }) {
  const { data, isPending, isError } = useConnections(signedIn);
  if (!signedIn) {
    return (
      <Text>
        <Anchor component={Link} to={SIGN_IN_PAGE_PATH}>
          Sign in
        </Anchor>{' '}
        to see your connections and requests.
      </Text>
    );
  }
  if (isPending) return <Text c="dimmed">Loading your connections...</Text>;
  if (isError) return <Text c="red">Your connections could not be loaded. Please try again.</Text>;
  const needle = search.trim().toLowerCase();
  const items = data.items.filter((connection) => !needle || (connection.user.name ?? '').toLowerCase().includes(needle));
  return (
    <Stack gap="xl">
      <Section
        title="Requests for you"
        connections={items.filter((connection) => connection.status === 'pending' && connection.direction === 'received')}
        empty="No requests waiting for your answer."
      />
      <Section
        title="Connections"
        connections={items.filter((connection) => connection.status === 'accepted')}
        empty="No connections yet: find founders on the Networking tab."
      />
      <Section
        title="Sent requests"
        connections={items.filter((connection) => connection.status === 'pending' && connection.direction === 'sent')}
        empty="No requests waiting for an answer."
      />
    </Stack>
  );
}
