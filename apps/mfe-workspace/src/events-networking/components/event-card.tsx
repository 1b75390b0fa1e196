import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { COMMUNITY_ROUTES, type CommunityEvent } from '@founder/contracts';
import { Icon, weekdayMomentLabel } from '@founder/ui';
import { Link } from 'react-router-dom';
import { attendeesLabel, EVENT_CATEGORY_LABELS, EVENT_TYPE_LABELS, placeLabel, priceLabel } from '../utils/event-display';
import { RegisterButton } from './register-button';

interface EventCardProps {
  event: CommunityEvent;
  registered: boolean;
  signedIn: boolean;
}

/** An event as listed (spec section 3 "as displayed"): every shown field and the Register action. */
export function EventCard({ event, registered, signedIn }: EventCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={event.title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light">{EVENT_TYPE_LABELS[event.type]}</Badge>
          <Badge variant="outline">{EVENT_CATEGORY_LABELS[event.category]}</Badge>
          {event.status === 'cancelled' ? <Badge color="red">Cancelled</Badge> : null}
        </Group>
        <Title order={3} size="h4">
          <Anchor component={Link} to={COMMUNITY_ROUTES.event(event.id)} inherit c="inherit">
            {event.title}
          </Anchor>
        </Title>
        {event.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {event.description}
          </Text>
        ) : null}
        <Stack gap={4}>
          <Text size="sm">
            <Icon name="clock" size={14} /> {weekdayMomentLabel(event.startDate)}
          </Text>
          <Text size="sm">
            <Icon name="target" size={14} /> {placeLabel(event)}
          </Text>
          {event.organizerName ? (
            <Text size="sm">
              <Icon name="users" size={14} /> by {event.organizerName}
            </Text>
          ) : null}
          <Group gap="md">
            <Text size="sm" fw={600}>
              {priceLabel(event.price)}
            </Text>
            <Text size="sm" c="dimmed">
              {attendeesLabel(event)}
            </Text>
          </Group>
        </Stack>
        {event.tags.length > 0 ? (
          <Group gap={6}>
            {event.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="dot">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {event.benefits.length > 0 ? (
          <List size="sm" spacing={2}>
            {event.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        ) : null}
        <Group mt="auto">
          <RegisterButton event={event} registered={registered} signedIn={signedIn} />
        </Group>
      </Stack>
    </Paper>
  );
}
