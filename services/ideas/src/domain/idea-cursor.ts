/**
 * Where a page of ideas ended: the last idea's creation time (PostgreSQL's text, to the
 * microsecond, so no idea is skipped or repeated) and its id (for ideas created in the same
 * microsecond). Clients get it as an opaque base64url string.
 */
export interface IdeaCursor {
  createdAt: string;
  id: number;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeIdeaCursor({ createdAt, id }: IdeaCursor): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

/** The cursor in a client's text, or null when it is not one we could have made. */
export function decodeIdeaCursor(text: string): IdeaCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CREATED_AT.test(createdAt ?? '') || !/^[1-9]\d{0,9}$/.test(id ?? '')) return null;
  if (Number.isNaN(Date.parse(createdAt)) || Number(id) > 2_147_483_647) return null;
  return { createdAt, id: Number(id) };
}
