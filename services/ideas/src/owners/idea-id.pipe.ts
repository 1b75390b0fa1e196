import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { ideaNotFound } from './idea-not-found';

const MAX_ID = 2_147_483_647;

/** A row id from a path (a positive integer column), or null for anything that cannot be one (abc, 0, 1.5, 9999999999). */
export function parseRowId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
}

/** An idea id from the path; anything that cannot be an id is an idea that is not found. */
@Injectable()
export class IdeaIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseRowId(value);
    if (id === null) throw ideaNotFound();
    return id;
  }
}

/** Another row id from a path (a job, a version): anything that cannot be one is 404 with `notFound`. */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseRowId(value);
    if (id === null) throw new NotFoundException(this.notFound);
    return id;
  }
}
