import { Anchor, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useCurrentUser } from '@founder/api-client';
import { COMMUNITY_ROUTES, type NetworkingHubStats } from '@founder/contracts';
import { PageShell } from '@founder/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EventCard } from '../components/event-card';
import { PagedGrid } from '../components/paged-grid';
import { PersonCard } from '../components/person-card';
import { useEvents, useMyRegistrations } from '../hooks/use-events';
import { useConnectionStatuses, useHubStats, useProfiles } from '../hooks/use-networking';

const FIGURES: Array<[keyof NetworkingHubStats, string]> = [
  ['members', 'Members'],
  ['upcomingEvents', 'Upcoming events'],
  ['mentorsAvailable', 'Mentors available'],
  ['myConnections', 'My connections'],
];

function HubFigures() {
  const stats = useHubStats();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {FIGURES.map(([key, label]) => (
        <Paper key={key} withBorder radius="md" p="md" aria-label={label}>
          <Text size="xl" fw={700}>
            {stats.data ? stats.data[key] : '–'}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function HubEvents({ category, signedIn }: { category?: 'pitch_competition'; signedIn: boolean }) {
  const events = useEvents({ category });
  const { registered } = useMyRegistrations(signedIn);
  return (
    <PagedGrid query={events} noun="events">
      {(event) => <EventCard key={event.id} event={event} registered={registered.has(event.id)} signedIn={signedIn} />}
    </PagedGrid>
  );
}

/** Startups: every public founder and their stage; mentors: those available for mentoring. */
function HubPeople({ mentors, signedIn }: { mentors: boolean; signedIn: boolean }) {
  const profiles = useProfiles({ mentors: mentors || undefined });
  const statusByUser = useConnectionStatuses(signedIn);
  return (
    <PagedGrid query={profiles} noun="founders">
      {(profile) => <PersonCard key={profile.id} profile={profile} signedIn={signedIn} connection={statusByUser.get(profile.userId) ?? null} />}
    </PagedGrid>
  );
}

/**
 * '/events-networking/hub': the figures counted by the community service, and tabs for upcoming
 * events, founders' startups, mentors, and the showcase (pitch competitions and demo days).
 */
export default function NetworkingHubPage() {
  const { isAuthenticated } = useCurrentUser();
  const [tab, setTab] = useState('events');
  return (
    <PageShell title="Networking Hub" description="Meet the community: upcoming events, startups looking for partners, mentors, and pitch showcases.">
      <Stack>
        <Anchor component={Link} to={COMMUNITY_ROUTES.root} size="sm" fw={600} w="fit-content">
          Back to Events & Networking
        </Anchor>
        <HubFigures />
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'events')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="events">Events</Tabs.Tab>
            <Tabs.Tab value="startups">Startups</Tabs.Tab>
            <Tabs.Tab value="mentors">Mentors</Tabs.Tab>
            <Tabs.Tab value="showcase">Showcase</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="events" pt="md">
            <HubEvents signedIn={isAuthenticated} />
          </Tabs.Panel>
          <Tabs.Panel value="startups" pt="md">
            <HubPeople mentors={false} signedIn={isAuthenticated} />
          </Tabs.Panel>
          <Tabs.Panel value="mentors" pt="md">
            <HubPeople mentors signedIn={isAuthenticated} />
          </Tabs.Panel>
          <Tabs.Panel value="showcase" pt="md">
            <HubEvents category="pitch_competition" signedIn={isAuthenticated} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageShell>
  );
}
