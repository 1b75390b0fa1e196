import type { EventChange } from '@founder/contracts';

/** What a registrant is told about: the title, the time and the place, and whether it still happens. */
export interface EventFacts {
  title: string;
  startDate: Date;
  endDate: Date | null;
  location: string | null;
  isVirtual: boolean;
  status: string;
}

export interface EventChangeNotice {
  cancelled: boolean;
  changes: EventChange[];
}

/** "2027-05-03 18:00 UTC", or "... - 2027-05-03 20:00 UTC" with an end. */
export function eventTime({ startDate, endDate }: Pick<EventFacts, 'startDate' | 'endDate'>): string {
  const at = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return endDate ? `${at(startDate)} - ${at(endDate)}` : at(startDate);
}

export function eventPlace({ location, isVirtual }: Pick<EventFacts, 'location' | 'isVirtual'>): string {
  const where = location?.trim() || 'no place given';
  return isVirtual ? `${where} (online)` : where;
}

/**
 * What registrants must hear of an edit: a cancellation, or the title, time and place that changed,
 * each before and after. Null when nothing of that changed (a new description tells no one).
 */
export function eventChangeNotice(before: EventFacts, after: EventFacts): EventChangeNotice | null {
  if (after.status === 'cancelled') return before.status === 'cancelled' ? null : { cancelled: true, changes: [] };
  const changes: EventChange[] = [];
  if (before.title !== after.title) changes.push({ field: 'title', before: before.title, after: after.title });
  if (eventTime(before) !== eventTime(after)) changes.push({ field: 'time', before: eventTime(before), after: eventTime(after) });
  if (eventPlace(before) !== eventPlace(after)) changes.push({ field: 'place', before: eventPlace(before), after: eventPlace(after) });
  return changes.length ? { cancelled: false, changes } : null;
}
