import { dayLabel, momentLabel } from './date-labels';

describe('date labels', () => {
  it('shows the day in the given time zone', () => {
    expect(dayLabel('2026-11-23T23:30:00.000Z', 'UTC')).toBe('Nov 23, 2026');
    expect(dayLabel('2026-11-23T23:30:00.000Z', 'Asia/Tokyo')).toBe('Nov 24, 2026');
  });

  it('shows the day and minute in the given time zone', () => {
    expect(momentLabel('2026-11-23T13:53:00.000Z', 'UTC')).toBe('Nov 23, 2026, 1:53 PM');
    expect(momentLabel('2026-11-23T13:53:00.000Z', 'America/New_York')).toBe('Nov 23, 2026, 8:53 AM');
  });

  it('keeps one formatter per style and time zone', () => {
    const make = jest.spyOn(Intl, 'DateTimeFormat');
    dayLabel('2026-01-01T00:00:00.000Z', 'Europe/Paris');
    dayLabel('2026-02-01T00:00:00.000Z', 'Europe/Paris');
    momentLabel('2026-02-01T00:00:00.000Z', 'Europe/Paris');
    expect(make).toHaveBeenCalledTimes(2);
    make.mockRestore();
  });
});
