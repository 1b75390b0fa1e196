import fc from 'fast-check';
import { dateLabels, dayLabel, localDateFields, momentLabel, UNKNOWN_DATE, weekdayMomentLabel, type DateFields } from './date-labels';

/** Reference fields in a given time zone, read from Intl. */
function intlFields(timeZone: string): (date: Date) => DateFields {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  });
  return (date) => {
    const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((each) => each.type === type)!.value;
    return {
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
      month: Number(part('month')) - 1,
      day: Number(part('day')),
      year: Number(part('year')),
      hours: Number(part('hour')),
      minutes: Number(part('minute')),
    };
  };
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { ...DAY, month: 'long' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };
const WEEKDAY_MOMENT: Intl.DateTimeFormatOptions = { ...MOMENT, weekday: 'short' };
// Some ICU versions put a narrow no-break space before AM/PM; the labels use a plain one.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');
const anyDate = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });

describe('date labels', () => {
  it('shows the day in the reader’s time zone', () => {
    expect(dateLabels(intlFields('UTC')).dayLabel('2026-11-23T23:30:00.000Z')).toBe('Nov 23, 2026');
    expect(dateLabels(intlFields('Asia/Tokyo')).dayLabel('2026-11-23T23:30:00.000Z')).toBe('Nov 24, 2026');
  });

  it('shows the day and minute, noon and midnight as 12', () => {
    const utc = dateLabels(intlFields('UTC'));
    expect(utc.momentLabel('2026-11-23T13:53:00.000Z')).toBe('Nov 23, 2026, 1:53 PM');
    expect(dateLabels(intlFields('America/New_York')).momentLabel('2026-11-23T13:53:00.000Z')).toBe('Nov 23, 2026, 8:53 AM');
    expect(utc.momentLabel('2026-11-23T00:05:00.000Z')).toBe('Nov 23, 2026, 12:05 AM');
    expect(utc.momentLabel('2026-11-23T12:00:00.000Z')).toBe('Nov 23, 2026, 12:00 PM');
  });

  it('shows a day with its month in full', () => {
    expect(dateLabels(intlFields('UTC')).longDayLabel('2026-03-05T12:00:00.000Z')).toBe('March 5, 2026');
  });

  it('shows the weekday with the moment', () => {
    expect(dateLabels(intlFields('UTC')).weekdayMomentLabel('2026-12-05T18:00:00Z')).toBe('Sat, Dec 5, 2026, 6:00 PM');
  });

  it('says the date is unknown instead of throwing on one it cannot read', () => {
    expect(dayLabel('not a date')).toBe(UNKNOWN_DATE);
    expect(momentLabel('')).toBe(UNKNOWN_DATE);
    expect(weekdayMomentLabel('2026-13-45')).toBe(UNKNOWN_DATE);
  });

  it('reads the reader’s time zone as Intl does', () => {
    const reader = intlFields(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fc.assert(fc.property(anyDate, (date) => expect(localDateFields(date)).toEqual(reader(date))));
  });

  it.each(['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe'])('matches Intl’s en-US labels in %s', (timeZone) => {
    const labels = dateLabels(intlFields(timeZone));
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    const [day, longDay, moment, weekdayMoment] = [intl(DAY), intl(LONG_DAY), intl(MOMENT), intl(WEEKDAY_MOMENT)];
    fc.assert(
      fc.property(anyDate, (date) => {
        const iso = date.toISOString();
        expect(labels.dayLabel(iso)).toBe(plainSpaces(day.format(date)));
        expect(labels.longDayLabel(iso)).toBe(longDay.format(date));
        expect(labels.momentLabel(iso)).toBe(plainSpaces(moment.format(date)));
        expect(labels.weekdayMomentLabel(iso)).toBe(plainSpaces(weekdayMoment.format(date)));
      }),
    );
  });
});
