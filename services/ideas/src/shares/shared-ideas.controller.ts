import { Controller, Get, Param, Req } from '@nestjs/common';
import { clientOfRequest } from '@founder/server-kit';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SharedIdeaView } from '@founder/contracts';
import { SHARE_UNAVAILABLE, SharesService } from './shares.service';
import { SharedIdeaViewResponse } from './share.response';

/** Open to anyone holding a live link: the link is the permission. */
@ApiTags('shares')
@Controller('api/ideas/shared')
export class SharedIdeasController {
  constructor(private readonly shares: SharesService) {}

  @Get(':token')
  @ApiOkResponse({ type: SharedIdeaViewResponse, description: 'The idea with the one document of the link (businessPlan or pitchDeck)' })
  @ApiNotFoundResponse({ description: SHARE_UNAVAILABLE })
  view(@Param('token') token: string, @Req() request: object): Promise<SharedIdeaView> {
    // A visitor is a client address (the gateway's x-forwarded-for): views count once per visitor a day.
    return this.shares.view(token, clientOfRequest(request));
  }
}
