import { decodeCursor, encodeCursor, type SortKey } from '@founder/server-kit';

/**
 * The order of GET /api/events in two parts, each an index range (events_list_idx): upcoming events
 * soonest first, then past and cancelled ones latest first. A cursor holds the part, the start (UTC
 * text to the microsecond) and the id of the page's last event.
 */
export const UPCOMING_PART = 0;
export const PAST_PART = 1;
export type EventListPart = typeof UPCOMING_PART | typeof PAST_PART;

export interface EventListPosition {
  part: EventListPart;
  start: string;
  id: number;
}

const CURSOR_KEYS: SortKey[] = [
  { sql: 'part', direction: 'ASC', type: 'integer' },
  { sql: 'event.start_date', direction: 'ASC', type: 'timestamp' },
  { sql: 'event.id', direction: 'ASC', type: 'integer' },
];

export function encodeEventCursor(position: EventListPosition): string {
  return encodeCursor([position.part, position.start, position.id]);
}

/** The position in a client's cursor, or null when it is not one this list made. */
export function decodeEventCursor(text: string): EventListPosition | null {
  const values = decodeCursor(text, CURSOR_KEYS);
  if (!values || (values[0] !== UPCOMING_PART && values[0] !== PAST_PART)) return null;
  return { part: values[0], start: values[1] as string, id: values[2] as number };
}

/** Past (start reached) and cancelled events come from two ranges; this merges them latest first, then higher id first. */
export function latestFirst<T extends { start: string; id: number }>(...lists: T[][]): T[] {
  return lists.flat().sort((a, b) => (a.start === b.start ? b.id - a.id : a.start < b.start ? 1 : -1));
}
