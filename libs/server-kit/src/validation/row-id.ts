import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** The largest id a PostgreSQL integer (serial) column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path (a positive integer column), or null for anything that cannot be one (abc, 0, 1.5, 9999999999). */
export function parseRowId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ROW_ID ? Number(value) : null;
}

/**
 * The one id pipe of every service: `@Param('id', new RowIdPipe(EVENT_NOT_FOUND))`. Anything that
 * cannot be a row id is a row that is not found: 404 with the message of its domain.
 */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseRowId(value);
    if (id === null) throw new NotFoundException(this.notFound);
    return id;
  }
}
