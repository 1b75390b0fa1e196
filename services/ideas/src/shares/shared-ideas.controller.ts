import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SharedIdeaView } from '@founder/contracts';
import { SHARE_UNAVAILABLE, SharesService } from './shares.service';

/** Open to anyone holding a live link: the link is the permission. */
@ApiTags('shares')
@Controller('api/ideas/shared')
export class SharedIdeasController {
  constructor(private readonly shares: SharesService) {}

  @Get(':token')
  @ApiOkResponse({ description: '{kind, idea: {ideaTitle, description, industry, stage, businessPlan | pitchDeck}}' })
  @ApiNotFoundResponse({ description: SHARE_UNAVAILABLE })
  view(@Param('token') token: string): Promise<SharedIdeaView> {
    return this.shares.view(token);
  }
}
