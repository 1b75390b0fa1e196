import { eventRangeStatement } from './event-list-statements';

describe('eventRangeStatement', () => {
  const now = '2026-01-01T00:00:00.000000Z';

  it('reads the upcoming range soonest first with no filter', () => {
    const statement = eventRangeStatement('event.*', 'upcoming', {}, now, null, 21);
    expect(statement.name).toBe('events-upcoming-----');
    expect(statement.values).toEqual([now, 21]);
    expect(statement.text.replace(/\s+/g, ' ')).toBe(
      `SELECT event.*, to_char(event."start_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "startText" FROM "community"."events" event ` +
        `WHERE event."status" = 'upcoming' AND event."start_date" > $1::timestamptz ORDER BY event."start_date" ASC, event."id" ASC LIMIT $2`,
    );
  });

  it('numbers every filter and the cursor after the range, and names the variant', () => {
    const statement = eventRangeStatement('event.*', 'started', { type: 'conference', category: 'workshop', location: 'Ber%', search: 'a_b' }, now, { start: now, id: 7 }, 5);
    expect(statement.name).toBe('events-started-t-c-l-s-a');
    expect(statement.values).toEqual([now, 'conference', 'workshop', '%Ber\\%%', '%a\\_b%', now, 7, 5]);
    expect(statement.text.replace(/\s+/g, ' ')).toContain(
      `WHERE event."status" = 'upcoming' AND event."start_date" <= $1::timestamptz AND event."type" = $2 AND event."category" = $3 ` +
        `AND event."location" ILIKE $4 AND (event."title" ILIKE $5 OR event."description" ILIKE $5) AND (event."start_date", event."id") < ($6::timestamptz, $7) ` +
        `ORDER BY event."start_date" DESC, event."id" DESC LIMIT $8`,
    );
  });

  it('gives the cancelled range no time', () => {
    const statement = eventRangeStatement('event.*', 'cancelled', { search: 'x' }, now, null, 3);
    expect(statement.values).toEqual(['%x%', 3]);
    expect(statement.text.replace(/\s+/g, ' ')).toContain(`WHERE event."status" = 'cancelled' AND (event."title" ILIKE $1 OR event."description" ILIKE $1) ORDER BY`);
  });
});
