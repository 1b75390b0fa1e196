import { EMPTY_EVENT_FORM, eventFormErrors, toCreateEventRequest, type EventFormValues } from './event-form';

const now = new Date('2026-11-23T12:00:00Z');
const valid: EventFormValues = { ...EMPTY_EVENT_FORM, title: 'Demo Night', startDate: '2026-12-01T18:00', location: 'Berlin', maxAttendees: '40', tags: 'AI, Demo', benefits: 'Pizza' };

describe('event form', () => {
  it('accepts a complete form', () => {
    expect(eventFormErrors(valid, now)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      eventFormErrors({ ...valid, title: 'Hi', startDate: '2026-11-01T10:00', location: '', maxAttendees: '0', price: 'free' }, now),
    ).toEqual({
      title: 'Title must be at least 3 characters',
      startDate: 'Start date must be in the future',
      location: 'Location is required for an in-person event',
      maxAttendees: 'Seats must be a whole number from 1 to 100000',
      price: 'Price must be an amount such as 0.00 or 25.00',
    });
    expect(eventFormErrors({ ...valid, isVirtual: true, location: '', virtualLink: 'ftp://x' }, now)).toEqual({ virtualLink: 'Enter an http(s) link' });
    expect(eventFormErrors({ ...valid, endDate: '2026-11-30T10:00' }, now)).toEqual({ endDate: 'End date must not be before the start' });
  });

  it('turns the form into the request', () => {
    const request = toCreateEventRequest({ ...valid, price: '25' });
    expect(request).toMatchObject({ title: 'Demo Night', maxAttendees: 40, price: '25.00', tags: ['AI', 'Demo'], benefits: ['Pizza'], isVirtual: false, virtualLink: undefined });
    expect(request.startDate).toBe(new Date('2026-12-01T18:00').toISOString());
  });
});
