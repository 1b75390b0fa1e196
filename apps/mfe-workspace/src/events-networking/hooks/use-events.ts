import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_PATH_PREFIXES,
  COMMUNITY_PATHS,
  type CommunityEvent,
  type CreateEventRequest,
  type EventListQuery,
  type EventRegistration,
  type CursorPage,
  type MyRegistration,
} from '@founder/contracts';
import { showToast } from '@founder/ui';
import { useMemo } from 'react';
import {
  EVENT_CREATED_TOAST,
  REGISTERED_TOAST,
  REGISTRATION_CANCELLED_TOAST,
  registrationFailedToast,
} from '../utils/community-toasts';
import { actionFailedToast } from '../../shared/action-failed-toast';
import { useCursorList } from '../../shared/cursor-list';
import { getPath, useRefresh } from '../../shared/query-helpers';

/** Everything that shows seats or registrations is under /api/events, and the hub counts events. */
const EVENT_DATA = [COMMUNITY_PATH_PREFIXES.events, COMMUNITY_PATHS.hub];

/** The events matching the filters, a page at a time ('Load more'). */
export function useEvents(query: EventListQuery) {
  return useCursorList<CommunityEvent>(COMMUNITY_PATHS.events(query));
}

export function useEvent(id: number) {
  const path = COMMUNITY_PATHS.event(id);
  return useQuery({ queryKey: [path], queryFn: getPath<CommunityEvent>(path) });
}

/** The ids of the events the signed-in founder is registered for (the first MAX of them). */
export function useMyRegistrations(signedIn: boolean) {
  const path = COMMUNITY_PATHS.myRegistrations({ limit: COMMUNITY_PAGE_SIZE.max });
  const query = useQuery({ queryKey: [path], queryFn: getPath<CursorPage<MyRegistration>>(path), enabled: signedIn });
  const registered = useMemo(() => new Set(query.data?.items.map((registration) => registration.eventId)), [query.data]);
  return { ...query, registered };
}

/** Register: disabled while pending by the caller; spec toasts; on success the events list is refreshed. */
export function useRegister() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (eventId: number) => apiRequest<EventRegistration>('POST', COMMUNITY_PATHS.eventRegistration(eventId)),
    onSuccess: () => showToast(REGISTERED_TOAST),
    onError: (error) => {
      showToast(registrationFailedToast(error));
    },
    // A refused seat also means the list is out of date (someone took the last one).
    onSettled: () => refresh(...EVENT_DATA),
  });
}

export function useCancelRegistration() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (eventId: number) => apiRequest<EventRegistration>('DELETE', COMMUNITY_PATHS.eventRegistration(eventId)),
    onSuccess: () => showToast(REGISTRATION_CANCELLED_TOAST),
    onError: (error) => showToast(actionFailedToast('Cancellation failed', error)),
    onSettled: () => refresh(...EVENT_DATA),
  });
}

export function useCreateEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: CreateEventRequest) => apiRequest<CommunityEvent>('POST', COMMUNITY_PATHS.events(), request),
    onSuccess: () => {
      showToast(EVENT_CREATED_TOAST);
      return refresh(...EVENT_DATA);
    },
    onError: (error) => showToast(actionFailedToast('Event not created', error)),
  });
}
