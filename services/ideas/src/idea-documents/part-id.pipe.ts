import { NotFoundException, PipeTransform } from '@nestjs/common';

/** A part id from the path: one of the kind's parts, or 404 with the kind's message ('Section not found'). */
export class PartIdPipe implements PipeTransform<string, string> {
  constructor(
    private readonly ids: readonly string[],
    private readonly notFound: string,
  ) {}

  transform(value: string): string {
    if (!this.ids.includes(value)) throw new NotFoundException(this.notFound);
    return value;
  }
}
