import type { CommunityEvent, EventCategory, EventType } from '@founder/contracts';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  startup: 'Startup',
  tech: 'Tech',
  networking: 'Networking',
  conference: 'Conference',
};

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  workshop: 'Workshop',
  pitch_competition: 'Pitch Competition',
  networking: 'Networking',
  conference: 'Conference',
};

/** 'Free' for a zero price, otherwise the amount in dollars ('$25.00'); a text price that is not a number shows as stored. */
export function priceLabel(price: string): string {
  const amount = Number(price);
  if (Number.isNaN(amount)) return price;
  return amount === 0 ? 'Free' : `$${amount.toFixed(2)}`;
}

/** '12/120 attendees', or '12 attendees' without a limit. */
export function attendeesLabel(event: Pick<CommunityEvent, 'currentAttendees' | 'maxAttendees'>): string {
  return event.maxAttendees === null ? `${event.currentAttendees} attendees` : `${event.currentAttendees}/${event.maxAttendees} attendees`;
}

export function isFull(event: Pick<CommunityEvent, 'currentAttendees' | 'maxAttendees'>): boolean {
  return event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
}

/** Where it happens: the location, 'Virtual Event' online, or both when a virtual event names a place. */
export function placeLabel(event: Pick<CommunityEvent, 'isVirtual' | 'location'>): string {
  if (event.isVirtual) return event.location ? `${event.location} · Virtual Event` : 'Virtual Event';
  return event.location ?? 'Location to be announced';
}

/** Why an event cannot take a registration, for the button; null when it can. */
export function closedReason(event: Pick<CommunityEvent, 'status' | 'startDate' | 'currentAttendees' | 'maxAttendees'>, now: Date): string | null {
  if (event.status === 'cancelled') return 'Cancelled';
  if (Date.parse(event.startDate) <= now.getTime()) return 'Event Ended';
  if (isFull(event)) return 'Event Full';
  return null;
}
