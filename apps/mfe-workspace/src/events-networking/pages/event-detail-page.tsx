import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '@founder/api-client';
import { COMMUNITY_ROUTES } from '@founder/contracts';
import { PageShell, weekdayMomentLabel } from '@founder/ui';
import { Link, useParams } from 'react-router-dom';
import { RegisterButton } from '../components/register-button';
import { useEvent, useMyRegistrations } from '../hooks/use-events';
import { attendeesLabel, EVENT_CATEGORY_LABELS, EVENT_TYPE_LABELS, placeLabel, priceLabel } from '../utils/event-display';

/** '/events-networking/events/:id': one event with its agenda, speakers and requirements. */
export default function EventDetailPage() {
  const id = Number(useParams()['id']);
  const { isAuthenticated } = useCurrentUser();
  const event = useEvent(Number.isInteger(id) && id > 0 ? id : 0);
  const { registered } = useMyRegistrations(isAuthenticated);
  const back = (
    <Anchor component={Link} to={COMMUNITY_ROUTES.root} size="sm" fw={600} w="fit-content">
      Back to Events & Networking
    </Anchor>
  );

  if (event.isPending) return <PageShell title="Event">{back}<Text c="dimmed">Loading the event...</Text></PageShell>;
  if (event.isError) return <PageShell title="Event not found">{back}<Text>This event does not exist or was removed.</Text></PageShell>;
  const data = event.data;
  return (
    <PageShell title={data.title} description={data.description ?? undefined}>
      <Stack>
        {back}
        <Group gap="xs">
          <Badge variant="light">{EVENT_TYPE_LABELS[data.type]}</Badge>
          <Badge variant="outline">{EVENT_CATEGORY_LABELS[data.category]}</Badge>
          {data.status === 'cancelled' ? <Badge color="red">Cancelled</Badge> : null}
        </Group>
        <Paper withBorder radius="md" p="lg">
          <Stack gap={6}>
            <Text>{weekdayMomentLabel(data.startDate)}{data.endDate ? ` – ${weekdayMomentLabel(data.endDate)}` : ''}</Text>
            <Text>{placeLabel(data)}</Text>
            {data.organizerName ? <Text>Organized by {data.organizerName}</Text> : null}
            <Text fw={600}>{priceLabel(data.price)} · {attendeesLabel(data)}</Text>
            <Group mt="sm">
              <RegisterButton event={data} registered={registered.has(data.id)} signedIn={isAuthenticated} />
            </Group>
          </Stack>
        </Paper>
        {data.requirements ? (
          <Stack gap={4}>
            <Title order={2} size="h4">Requirements</Title>
            <Text>{data.requirements}</Text>
          </Stack>
        ) : null}
        {data.agenda.length > 0 ? (
          <Stack gap={4}>
            <Title order={2} size="h4">Agenda</Title>
            <List>{data.agenda.map((item) => <List.Item key={`${item.time}${item.title}`}>{item.time} · {item.title}</List.Item>)}</List>
          </Stack>
        ) : null}
        {data.speakers.length > 0 ? (
          <Stack gap={4}>
            <Title order={2} size="h4">Speakers</Title>
            <List>{data.speakers.map((speaker) => <List.Item key={speaker.name}>{speaker.name}{speaker.title ? `, ${speaker.title}` : ''}</List.Item>)}</List>
          </Stack>
        ) : null}
        {data.benefits.length > 0 ? (
          <Stack gap={4}>
            <Title order={2} size="h4">What you get</Title>
            <List>{data.benefits.map((benefit) => <List.Item key={benefit}>{benefit}</List.Item>)}</List>
          </Stack>
        ) : null}
        {data.tags.length > 0 ? <Group gap={6}>{data.tags.map((tag) => <Badge key={tag} variant="dot">{tag}</Badge>)}</Group> : null}
      </Stack>
    </PageShell>
  );
}
