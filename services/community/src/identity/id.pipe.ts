import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * An id from the path; anything that cannot be an id (abc, 0, 1.5, 9999999999) is something that
 * is not found, with the message of its domain.
 */
export function IdPipe(notFoundMessage: string): new () => PipeTransform<string, number> {
  @Injectable()
  class DomainIdPipe implements PipeTransform<string, number> {
    transform(value: string): number {
      if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw new NotFoundException(notFoundMessage);
      return Number(value);
    }
  }
  return DomainIdPipe;
}
