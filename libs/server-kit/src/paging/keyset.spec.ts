import { decodeCursor, encodeCursor, keysetCondition, type SortKey } from './keyset';
import { pageSizeOf } from '../validation/page-query';

const newestFirst: SortKey[] = [
  { sql: 'idea.created_at', direction: 'DESC', type: 'timestamp' },
  { sql: 'idea.id', direction: 'DESC', type: 'integer' },
];
const soonestFirst: SortKey[] = [
  { sql: 'event.start_date', direction: 'ASC', type: 'timestamp' },
  { sql: 'event.id', direction: 'ASC', type: 'integer' },
];

describe('cursor', () => {
  it('reads back what it wrote, microseconds included', () => {
    const values = ['2026-11-28T00:00:00.123456Z', 42];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, newestFirst)).toEqual(values);
  });

  it('refuses a cursor this list could not have made', () => {
    expect(decodeCursor('not base64 !', newestFirst)).toBeNull();
    expect(decodeCursor(Buffer.from('nonsense').toString('base64url'), newestFirst)).toBeNull();
    expect(decodeCursor(encodeCursor([42]), newestFirst)).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-11-28', 42]), newestFirst)).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-11-28T00:00:00.123456Z', 1.5]), newestFirst)).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-11-28T00:00:00.123456Z', 2 ** 31]), newestFirst)).toBeNull();
    expect(decodeCursor(encodeCursor(["x' OR 1=1", 1]), newestFirst)).toBeNull();
  });
});

describe('keysetCondition', () => {
  it('is one row comparison when the keys run the same way', () => {
    expect(keysetCondition(newestFirst, ['2026-11-28T00:00:00.123456Z', 42])).toEqual({
      where: '(idea.created_at, idea.id) < (:keyset0::timestamptz, :keyset1)',
      parameters: { keyset0: '2026-11-28T00:00:00.123456Z', keyset1: 42 },
    });
    expect(keysetCondition(soonestFirst, ['2026-11-28T00:00:00.000000Z', 7]).where).toBe('(event.start_date, event.id) > (:keyset0::timestamptz, :keyset1)');
  });

  it('expands when they do not', () => {
    const keys: SortKey[] = [
      { sql: 'investor.score', direction: 'DESC', type: 'number' },
      { sql: 'investor.id', direction: 'ASC', type: 'integer' },
    ];
    expect(keysetCondition(keys, [80, 3]).where).toBe('((investor.score < :keyset0) OR (investor.score = :keyset0 AND investor.id > :keyset1))');
  });
});

describe('limit', () => {
  it('is the default unless asked, and never more than the maximum', () => {
    const limits = { default: 20, max: 50 };
    expect(pageSizeOf(undefined, limits)).toBe(20);
    expect(pageSizeOf(5, limits)).toBe(5);
    expect(pageSizeOf(500, limits)).toBe(50);
  });
});
