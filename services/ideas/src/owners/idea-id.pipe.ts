import { Injectable, PipeTransform } from '@nestjs/common';
import { ideaNotFound } from './idea-access.service';

const MAX_ID = 2_147_483_647;

/** An idea id from the path; anything that cannot be an id (abc, 0, 1.5, 9999999999) is an idea that is not found. */
@Injectable()
export class IdeaIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw ideaNotFound();
    return Number(value);
  }
}
