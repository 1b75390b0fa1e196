import { Anchor, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useCurrentUser } from '@founder/api-client';
import { COMMUNITY_ROUTES } from '@founder/contracts';
import { Icon, PageShell } from '@founder/ui';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConnectionsTab } from '../components/connections-tab';
import { EventFilterSelects, EventsTab, type EventFilters } from '../components/events-tab';
import { NetworkingTab } from '../components/networking-tab';

type Tab = 'events' | 'networking' | 'connections';

/** The page of '/events-networking': events, founders to meet and my connections, all from the community service. */
export default function EventsNetworkingPage() {
  const { isAuthenticated } = useCurrentUser();
  const [tab, setTab] = useState<Tab>('events');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [filters, setFilters] = useState<EventFilters>({ type: '', category: '' });

  return (
    <PageShell
      title="Events & Networking"
      description="Find startup events and workshops, meet founders, mentors and investors, and keep track of your connections."
    >
      <Stack>
        <Anchor component={Link} to={COMMUNITY_ROUTES.hub} size="sm" fw={600} w="fit-content">
          Open the Networking Hub
        </Anchor>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'events')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="events">Events</Tabs.Tab>
            <Tabs.Tab value="networking">Networking</Tabs.Tab>
            <Tabs.Tab value="connections">My Connections</Tabs.Tab>
          </Tabs.List>
          <Group mt="md" mb="md" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              aria-label="Search"
              placeholder={tab === 'events' ? 'Search events...' : 'Search people...'}
              leftSection={<Icon name="search" size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              miw={220}
            />
            {tab === 'events' ? <EventFilterSelects filters={filters} onChange={setFilters} /> : null}
          </Group>
          <Tabs.Panel value="events">
            <EventsTab key={`${deferredSearch}|${filters.type}|${filters.category}`} search={deferredSearch} filters={filters} signedIn={isAuthenticated} />
          </Tabs.Panel>
          <Tabs.Panel value="networking">
            <NetworkingTab key={deferredSearch} search={deferredSearch} signedIn={isAuthenticated} />
          </Tabs.Panel>
          <Tabs.Panel value="connections">
            <ConnectionsTab search={deferredSearch} signedIn={isAuthenticated} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageShell>
  );
}
