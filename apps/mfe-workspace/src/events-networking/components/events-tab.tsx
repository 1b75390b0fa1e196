import { Button, Group, NativeSelect, Stack, VisuallyHidden } from '@mantine/core';
import { SIGN_IN_PAGE_PATH, type EventCategory, type EventType } from '@founder/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEvents, useMyRegistrations } from '../hooks/use-events';
import { EVENT_CATEGORY_LABELS, EVENT_TYPE_LABELS } from '../utils/event-display';
import { EventCard } from './event-card';
import { EventForm } from './event-form';
import { PagedGrid } from './paged-grid';

export interface EventFilters {
  type: EventType | '';
  category: EventCategory | '';
}

/** The Type and Category filters: shown only on the events tab (spec section 2). */
export function EventFilterSelects({ filters, onChange }: { filters: EventFilters; onChange: (filters: EventFilters) => void }) {
  return (
    <>
      <NativeSelect
        aria-label="Type"
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.currentTarget.value as EventFilters['type'] })}
        data={[{ value: '', label: 'All Types' }, ...Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({ value, label }))]}
      />
      <NativeSelect
        aria-label="Category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.currentTarget.value as EventFilters['category'] })}
        data={[{ value: '', label: 'All Categories' }, ...Object.entries(EVENT_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))]}
      />
    </>
  );
}

export function EventsTab({ search, filters, signedIn }: { search: string; filters: EventFilters; signedIn: boolean }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const events = useEvents({ search: search || undefined, type: filters.type || undefined, category: filters.category || undefined });
  const { registered } = useMyRegistrations(signedIn);

  return (
    <Stack>
      {/* The cards' h3 titles need an h2 above them; the tab already shows the word. */}
      <VisuallyHidden component="h2">Events</VisuallyHidden>
      <Group justify="flex-end">
        {!creating ? (
          <Button variant="light" onClick={() => (signedIn ? setCreating(true) : navigate(SIGN_IN_PAGE_PATH))}>
            Create Event
          </Button>
        ) : null}
      </Group>
      {creating ? <EventForm onDone={() => setCreating(false)} /> : null}
      <PagedGrid query={events} noun="events">
        {(event) => <EventCard key={event.id} event={event} registered={registered.has(event.id)} signedIn={signedIn} />}
      </PagedGrid>
    </Stack>
  );
}
