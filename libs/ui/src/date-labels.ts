/**
 * Dates as lists show them, in en-US and the reader's time zone. They are built from the Date's
 * local fields rather than Intl.DateTimeFormat: a page's first Intl formatter costs about 20 ms of
 * ICU set-up (80 ms on a phone), one long task when a list arrives after first paint (issue 16).
 * date-labels.spec.ts checks them against Intl's en-US output in several time zones.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Shown for a date the browser cannot read, where Intl would throw. */
export const UNKNOWN_DATE = 'Unknown date';

/** A moment's calendar fields in one time zone: weekday 0 = Sunday, month 0 = January, hours 0-23. */
export interface DateFields {
  weekday: number;
  month: number;
  day: number;
  year: number;
  hours: number;
  minutes: number;
}

/** The fields in the reader's time zone. */
export const localDateFields = (date: Date): DateFields => ({
  weekday: date.getDay(),
  month: date.getMonth(),
  day: date.getDate(),
  year: date.getFullYear(),
  hours: date.getHours(),
  minutes: date.getMinutes(),
});

const day = ({ month, day, year }: DateFields) => `${MONTHS[month]} ${day}, ${year}`;
const time = ({ hours, minutes }: DateFields) => `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;

/** The labels, reading fields with `fields` (the reader's time zone; tests pass others). */
export function dateLabels(fields: (date: Date) => DateFields = localDateFields) {
  const label = (format: (fields: DateFields) => string) => (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? UNKNOWN_DATE : format(fields(date));
  };
  return {
    /** The day a thing happened: 'Nov 23, 2026'. */
    dayLabel: label(day),
    /** A day with its month in full: 'November 23, 2026'. */
    longDayLabel: label(({ month, day, year }) => `${MONTH_NAMES[month]} ${day}, ${year}`),
    /** The day and minute a thing happened: 'Nov 23, 2026, 1:53 PM'. */
    momentLabel: label((moment) => `${day(moment)}, ${time(moment)}`),
    /** When something is on, with the weekday: 'Sat, Dec 5, 2026, 6:00 PM'. */
    weekdayMomentLabel: label((moment) => `${WEEKDAYS[moment.weekday]}, ${day(moment)}, ${time(moment)}`),
  };
}

export const { dayLabel, longDayLabel, momentLabel, weekdayMomentLabel } = dateLabels();
