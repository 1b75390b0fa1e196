import { attendeesLabel, closedReason, placeLabel, priceLabel } from './event-display';

describe('event display', () => {
  it('shows a zero price as Free and others in dollars', () => {
    expect(priceLabel('0.00')).toBe('Free');
    expect(priceLabel('0')).toBe('Free');
    expect(priceLabel('25.00')).toBe('$25.00');
    expect(priceLabel('Donation')).toBe('Donation');
  });

  it('counts attendees out of the maximum', () => {
    expect(attendeesLabel({ currentAttendees: 12, maxAttendees: 120 })).toBe('12/120 attendees');
    expect(attendeesLabel({ currentAttendees: 3, maxAttendees: null })).toBe('3 attendees');
  });

  it('names the place or says virtual', () => {
    expect(placeLabel({ isVirtual: false, location: 'Berlin, Germany' })).toBe('Berlin, Germany');
    expect(placeLabel({ isVirtual: true, location: null })).toBe('Virtual Event');
    expect(placeLabel({ isVirtual: true, location: 'Berlin' })).toBe('Berlin · Virtual Event');
    expect(placeLabel({ isVirtual: false, location: null })).toBe('Location to be announced');
  });

  it('says why an event is closed', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const open = { status: 'upcoming' as const, startDate: '2026-12-01T18:00:00Z', currentAttendees: 1, maxAttendees: 2 };
    expect(closedReason(open, now)).toBeNull();
    expect(closedReason({ ...open, currentAttendees: 2 }, now)).toBe('Event Full');
    expect(closedReason({ ...open, status: 'cancelled' }, now)).toBe('Cancelled');
    expect(closedReason({ ...open, startDate: '2026-11-01T18:00:00Z' }, now)).toBe('Event Ended');
  });
});
