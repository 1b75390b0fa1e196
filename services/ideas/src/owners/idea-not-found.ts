import { NotFoundException } from '@nestjs/common';

export const IDEA_NOT_FOUND = 'Idea not found';

/** Someone else's idea answers exactly like a missing one, so ids reveal nothing. */
export function ideaNotFound(): NotFoundException {
  return new NotFoundException(IDEA_NOT_FOUND);
}
