import { BadRequestException } from '@nestjs/common';
import type { CursorPage } from '@founder/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { type PageLimits, pageSizeOf } from '../validation/page-query';

export const CURSOR_INVALID = 'cursor must be the nextCursor of a previous page';

/**
 * One key a list is sorted on, in order; the last one unique (the id), so every row has one place.
 * `sql` is the SQL expression (`event.start_date`, `idea.created_at`), `type` how its value travels in
 * the cursor: a timestamp as PostgreSQL's UTC text to the microsecond (a JavaScript Date would drop the
 * microseconds and skip or repeat rows).
 */
export interface SortKey {
  sql: string;
  direction: 'ASC' | 'DESC';
  type: 'timestamp' | 'integer' | 'number' | 'text';
}

export type KeyValue = string | number;

/** Where one page of a list ends and the next begins: its size, and the cursor of the page before. */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_INTEGER = 2_147_483_647;
const MAX_TEXT = 500;

/** The opaque cursor of a row's keys: base64url of their JSON. */
export function encodeCursor(values: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

function isKeyValue(value: unknown, type: SortKey['type']): value is KeyValue {
  switch (type) {
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
    case 'integer':
      return Number.isInteger(value) && (value as number) >= -MAX_INTEGER && (value as number) <= MAX_INTEGER;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT;
  }
}

/** The keys in a client's cursor, or null when it is not one this list could have made. */
export function decodeCursor(text: string, keys: readonly SortKey[]): KeyValue[] | null {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(text)) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== keys.length) return null;
  return values.every((value, index) => isKeyValue(value, keys[index].type)) ? (values as KeyValue[]) : null;
}

const parameterName = (index: number) => `keyset${index}`;
const parameterSql = (key: SortKey, index: number) => (key.type === 'timestamp' ? `:${parameterName(index)}::timestamptz` : `:${parameterName(index)}`);

/**
 * The SQL condition for the rows after `values` in the order of `keys`: one row comparison when every
 * key runs the same way (what a composite index serves), else the expanded
 * `a > :a OR (a = :a AND b < :b) ...`.
 */
export function keysetCondition(keys: readonly SortKey[], values: readonly KeyValue[]): { where: string; parameters: Record<string, KeyValue> } {
  const parameters = Object.fromEntries(values.map((value, index) => [parameterName(index), value]));
  const after = (key: SortKey) => (key.direction === 'ASC' ? '>' : '<');
  if (keys.every((key) => key.direction === keys[0].direction)) {
    return { where: `(${keys.map((key) => key.sql).join(', ')}) ${after(keys[0])} (${keys.map(parameterSql).join(', ')})`, parameters };
  }
  const branches = keys.map((key, index) =>
    [...keys.slice(0, index).map((before, at) => `${before.sql} = ${parameterSql(before, at)}`), `${key.sql} ${after(key)} ${parameterSql(key, index)}`].join(' AND '),
  );
  return { where: `(${branches.map((branch) => `(${branch})`).join(' OR ')})`, parameters };
}

const cursorColumn = (index: number) => `keyset_${index}`;
// In parentheses: TypeORM would read a bare `alias.column` as the entity's own column under a new name.
const selectSql = (key: SortKey) => (key.type === 'timestamp' ? `to_char(${key.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `(${key.sql})`);

/**
 * Turns a filtered query into one page of it: selects each key for the cursor, adds the condition
 * after the cursor, the order and the limit (one more row than asked, which tells whether a next page
 * exists). Call it after the list's own WHERE. 400 `cursor must be the nextCursor of a previous page`
 * for anything else in `cursor`.
 */
function pageQuery<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, keys: readonly SortKey[], page: PageRequest, limits: PageLimits): number {
  const limit = pageSizeOf(page.limit, limits);
  keys.forEach((key, index) => query.addSelect(selectSql(key), cursorColumn(index)));
  if (page.cursor !== undefined) {
    const values = decodeCursor(page.cursor, keys);
    if (!values) throw new BadRequestException(CURSOR_INVALID);
    const { where, parameters } = keysetCondition(keys, values);
    query.andWhere(where, parameters);
  }
  keys.forEach((key, index) => (index === 0 ? query.orderBy(key.sql, key.direction) : query.addOrderBy(key.sql, key.direction)));
  query.limit(limit + 1);
  return limit;
}

function cursorOf(raw: Record<string, unknown>, keys: readonly SortKey[]): string {
  return encodeCursor(keys.map((key, index) => {
    const value = raw[cursorColumn(index)];
    return key.type === 'integer' || key.type === 'number' ? Number(value) : String(value);
  }));
}

/** One page of entities (no joins that repeat a row): `{items, nextCursor}`. */
export async function keysetEntities<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, keys: readonly SortKey[], page: PageRequest, limits: PageLimits): Promise<CursorPage<T>> {
  const limit = pageQuery(query, keys, page, limits);
  const { entities, raw } = await query.getRawAndEntities<Record<string, unknown>>();
  return { items: entities.slice(0, limit), nextCursor: entities.length > limit ? cursorOf(raw[limit - 1], keys) : null };
}

/** One page of raw rows (the cursor's columns left out): `{items, nextCursor}`. */
export async function keysetRows<R extends object>(query: SelectQueryBuilder<ObjectLiteral>, keys: readonly SortKey[], page: PageRequest, limits: PageLimits): Promise<CursorPage<R>> {
  const limit = pageQuery(query, keys, page, limits);
  const rows = await query.getRawMany<Record<string, unknown>>();
  const items = rows.slice(0, limit).map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('keyset_'))) as R);
  return { items, nextCursor: rows.length > limit ? cursorOf(rows[limit - 1], keys) : null };
}
