import { eventChangeNotice, type EventFacts } from './event-change-notice';

const EVENT: EventFacts = {
  title: 'Demo Day',
  startDate: new Date('2027-05-03T18:00:00Z'),
  endDate: null,
  location: 'Lisbon',
  isVirtual: false,
  status: 'upcoming',
};

describe('eventChangeNotice', () => {
  it('lists the title, time and place that changed, before and after', () => {
    expect(eventChangeNotice(EVENT, { ...EVENT, title: 'Demo Night', startDate: new Date('2027-05-04T18:00:00Z'), endDate: new Date('2027-05-04T20:30:00Z'), location: 'Porto', isVirtual: true })).toEqual({
      cancelled: false,
      changes: [
        { field: 'title', before: 'Demo Day', after: 'Demo Night' },
        { field: 'time', before: '2027-05-03 18:00 UTC', after: '2027-05-04 18:00 UTC - 2027-05-04 20:30 UTC' },
        { field: 'place', before: 'Lisbon', after: 'Porto (online)' },
      ],
    });
  });

  it('says only that it was cancelled, once', () => {
    expect(eventChangeNotice(EVENT, { ...EVENT, title: 'Gone', status: 'cancelled' })).toEqual({ cancelled: true, changes: [] });
    expect(eventChangeNotice({ ...EVENT, status: 'cancelled' }, { ...EVENT, status: 'cancelled', title: 'Still gone' })).toBeNull();
  });

  it('is null when nothing a registrant relies on changed', () => {
    expect(eventChangeNotice(EVENT, { ...EVENT })).toBeNull();
    expect(eventChangeNotice(EVENT, { ...EVENT, location: '  Lisbon ' })).toBeNull();
    expect(eventChangeNotice({ ...EVENT, location: null }, { ...EVENT, location: '' })).toBeNull();
  });
});
