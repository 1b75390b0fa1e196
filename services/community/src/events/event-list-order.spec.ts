import { decodeEventCursor, encodeEventCursor, latestFirst, PAST_PART } from './event-list-order';

describe('the events list order', () => {
  it('reads back the cursor it wrote, and refuses a part it does not have', () => {
    const position = { part: PAST_PART, start: '2026-01-01T10:00:00.123456Z', id: 7 } as const;
    expect(decodeEventCursor(encodeEventCursor(position))).toEqual(position);
    expect(decodeEventCursor(Buffer.from(JSON.stringify([2, '2026-01-01T10:00:00.123456Z', 7])).toString('base64url'))).toBeNull();
    expect(decodeEventCursor(Buffer.from(JSON.stringify(['2026-01-01T10:00:00.123456Z', 7])).toString('base64url'))).toBeNull();
  });

  it('merges past and cancelled events latest first, then the higher id first', () => {
    const started = [
      { start: '2026-03-01T00:00:00.000000Z', id: 1 },
      { start: '2026-01-01T00:00:00.000001Z', id: 2 },
    ];
    const cancelled = [
      { start: '2026-02-01T00:00:00.000000Z', id: 3 },
      { start: '2026-01-01T00:00:00.000001Z', id: 4 },
    ];
    expect(latestFirst(started, cancelled).map(({ id }) => id)).toEqual([1, 3, 4, 2]);
  });
});
