import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { parseRowId } from '../owners/idea-id.pipe';
import { STARTUP_PROFILE_NOT_FOUND } from './startup-profile-access.service';

/** A profile id from the path; anything that cannot be an id is a profile that is not found. */
@Injectable()
export class StartupProfileIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseRowId(value);
    if (id === null) throw new NotFoundException(STARTUP_PROFILE_NOT_FOUND);
    return id;
  }
}
