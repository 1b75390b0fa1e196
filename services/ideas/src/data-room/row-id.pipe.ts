import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { parseRowId } from '../owners/idea-id.pipe';

/** A row id from the path; anything that cannot be one is a row that is not found (its 404 message). */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseRowId(value);
    if (id === null) throw new NotFoundException(this.notFound);
    return id;
  }
}
