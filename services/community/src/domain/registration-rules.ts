import type { EventStatus } from '@founder/contracts';

export const REGISTRATION_MESSAGES = {
  cancelled: 'This event has been cancelled',
  past: 'This event has already taken place',
  full: 'This event is full: all seats are taken',
  already: 'You are already registered for this event',
} as const;

export type RegistrationRefusal = keyof typeof REGISTRATION_MESSAGES;

export interface SeatState {
  status: EventStatus;
  startDate: Date;
  maxAttendees: number | null;
  currentAttendees: number;
}

/**
 * Why a new registration is refused, or null when a seat can be taken. Read on the locked event
 * row, so two registrations never both see the last seat free.
 */
export function registrationRefusal(event: SeatState, alreadyRegistered: boolean, now: Date): RegistrationRefusal | null {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.startDate.getTime() <= now.getTime()) return 'past';
  if (alreadyRegistered) return 'already';
  if (event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees) return 'full';
  return null;
}
