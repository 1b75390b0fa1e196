import { registrationRefusal, type SeatState } from './registration-rules';

const now = new Date('2026-11-23T12:00:00Z');
const open: SeatState = { status: 'upcoming', startDate: new Date('2026-11-24T18:00:00Z'), maxAttendees: 2, currentAttendees: 1 };

describe('registrationRefusal', () => {
  it('lets a founder take a free seat of an upcoming event', () => {
    expect(registrationRefusal(open, false, now)).toBeNull();
  });

  it('has no limit when maxAttendees is empty', () => {
    expect(registrationRefusal({ ...open, maxAttendees: null, currentAttendees: 5000 }, false, now)).toBeNull();
  });

  it('refuses the seat after the last one', () => {
    expect(registrationRefusal({ ...open, currentAttendees: 2 }, false, now)).toBe('full');
  });

  it('refuses a second registration of the same founder before counting seats', () => {
    expect(registrationRefusal({ ...open, currentAttendees: 2 }, true, now)).toBe('already');
  });

  it('refuses a cancelled event, whatever its seats', () => {
    expect(registrationRefusal({ ...open, status: 'cancelled' }, true, now)).toBe('cancelled');
  });

  it('refuses an event that has started (at its start instant too)', () => {
    expect(registrationRefusal({ ...open, startDate: now }, false, now)).toBe('past');
    expect(registrationRefusal({ ...open, startDate: new Date('2026-11-01T00:00:00Z') }, false, now)).toBe('past');
  });
});
