import { Controller, Get, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { CurrentIdentityOrNull, OptionalIdentity } from '@founder/server-kit';
import type { Response } from 'express';
import { CurrentUserResponse } from '../users/current-user.response';
import { CurrentUserOfSession } from './current-user-of-session';

@ApiTags('auth')
@Controller('api/auth')
export class MeController {
  constructor(private readonly currentUsers: CurrentUserOfSession) {}

  /**
   * The signed-in user, or null for a visitor: a browser without a live session is not an error,
   * so an anonymous page load logs nothing in the console (issue 16). The assertion is seconds
   * old; the session is re-checked so a revoked one is null at once.
   */
  @Get('me')
  @OptionalIdentity()
  @ApiExtraModels(CurrentUserResponse)
  @ApiOkResponse({
    schema: { allOf: [{ $ref: getSchemaPath(CurrentUserResponse) }], nullable: true },
    description: 'The current user, or null (the JSON literal) when the request has no live session',
  })
  async me(@CurrentIdentityOrNull() identity: Identity | null, @Res() response: Response): Promise<void> {
    // Written by hand: Nest would answer a null body with an empty one, not the JSON null.
    response.json(identity ? await this.currentUsers.find(identity) : null);
  }
}
