/**
 * Dates as lists show them, in the reader's time zone (or the one given, for tests). Building an
 * Intl.DateTimeFormat costs about a millisecond on a phone and `toLocaleString` builds one per call,
 * so each style keeps one formatter per time zone.
 */
const DATE_STYLES = {
  /** 'Nov 23, 2026' */
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  /** 'Nov 23, 2026, 1:53 PM' */
  moment: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof DATE_STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatDate(style: DateStyle, iso: string, timeZone?: string): string {
  const key = `${style} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...DATE_STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** The day a thing happened: 'Nov 23, 2026'. */
export const dayLabel = (iso: string, timeZone?: string): string => formatDate('day', iso, timeZone);

/** The day and minute a thing happened: 'Nov 23, 2026, 1:53 PM'. */
export const momentLabel = (iso: string, timeZone?: string): string => formatDate('moment', iso, timeZone);
