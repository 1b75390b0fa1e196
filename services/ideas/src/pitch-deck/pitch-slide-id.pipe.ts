import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { PITCH_SLIDE_IDS, type PitchSlideId } from '@founder/contracts';

/** A slide id from the path: one of the 10, or 404 'Slide not found'. */
@Injectable()
export class PitchSlideIdPipe implements PipeTransform<string, PitchSlideId> {
  transform(value: string): PitchSlideId {
    if (!(PITCH_SLIDE_IDS as readonly string[]).includes(value)) throw new NotFoundException('Slide not found');
    return value as PitchSlideId;
  }
}
