import { containsPattern } from '@founder/server-kit';
import type { ListEventsQuery } from './dto/list-events.query';

/** The list's three index ranges (event-list-order.ts), each in its order. */
export const EVENT_RANGES = {
  upcoming: { where: `event."status" = 'upcoming' AND event."start_date" > $1::timestamptz`, usesNow: true, direction: 'ASC' },
  started: { where: `event."status" = 'upcoming' AND event."start_date" <= $1::timestamptz`, usesNow: true, direction: 'DESC' },
  cancelled: { where: `event."status" = 'cancelled'`, usesNow: false, direction: 'DESC' },
} as const;
export type EventRange = keyof typeof EVENT_RANGES;

export interface EventRangeStatement {
  /** The prepared statement's name: the same for the same text (range, filters given, after a cursor or not). */
  name: string;
  text: string;
  values: unknown[];
}

/**
 * One range of GET /api/events as SQL text with positional values: the same filters as the query
 * string gives, the row after the cursor's (start, id), its order and `take`. The text depends only
 * on which filters are given, so each variant is a named statement planned once per connection
 * (a query builder rebuilt and its rows turned into entities was most of the list's CPU).
 * `columns` selects the event's columns under its property names.
 */
export function eventRangeStatement(
  columns: string,
  range: EventRange,
  filters: Pick<ListEventsQuery, 'type' | 'category' | 'location' | 'search'>,
  now: string,
  after: { start: string; id: number } | null,
  take: number,
): EventRangeStatement {
  const { where, usesNow, direction } = EVENT_RANGES[range];
  const values: unknown[] = usesNow ? [now] : [];
  const conditions: string[] = [where];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  if (filters.type) conditions.push(`event."type" = ${parameter(filters.type)}`);
  if (filters.category) conditions.push(`event."category" = ${parameter(filters.category)}`);
  if (filters.location) conditions.push(`event."location" ILIKE ${parameter(containsPattern(filters.location))}`);
  if (filters.search) {
    const search = parameter(containsPattern(filters.search));
    conditions.push(`(event."title" ILIKE ${search} OR event."description" ILIKE ${search})`);
  }
  if (after) conditions.push(`(event."start_date", event."id") ${direction === 'ASC' ? '>' : '<'} (${parameter(after.start)}::timestamptz, ${parameter(after.id)})`);
  const limit = parameter(take);
  const name = ['events', range, filters.type ? 't' : '', filters.category ? 'c' : '', filters.location ? 'l' : '', filters.search ? 's' : '', after ? 'a' : ''].join('-');
  const text = `SELECT ${columns}, to_char(event."start_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "startText"
    FROM "community"."events" event WHERE ${conditions.join(' AND ')}
    ORDER BY event."start_date" ${direction}, event."id" ${direction} LIMIT ${limit}`;
  return { name, text, values };
}
