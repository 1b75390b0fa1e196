import { UnauthorizedException } from '@nestjs/common';

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

export function notAuthenticated(): UnauthorizedException {
  return new UnauthorizedException(NOT_AUTHENTICATED_MESSAGE);
}
