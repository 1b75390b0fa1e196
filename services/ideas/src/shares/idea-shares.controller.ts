import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { IdeaShare } from '@founder/contracts';
import { Caller } from '../owners/caller.decorator';
import { DEMO_IS_READ_ONLY, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { CreateShareDto } from './dto/create-share.dto';
import { SHARE_NOT_FOUND, SharesService } from './shares.service';
import { IdeaShareResponse } from './share.response';

@ApiTags('shares')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
@Controller('api/startup-ideas/:id/shares')
@UseGuards(IdeaCallerGuard)
export class IdeaSharesController {
  constructor(private readonly shares: SharesService) {}

  @Post()
  @ApiCreatedResponse({ type: IdeaShareResponse, description: "url is '/business-plan?share=<token>' or '/pitch-deck?share=<token>'" })
  @ApiConflictResponse({ description: 'Generate the business plan first / Generate the pitch deck first' })
  create(@Param('id', IdeaIdPipe) id: number, @Body() body: CreateShareDto, @Caller() caller: IdeaCaller): Promise<IdeaShare> {
    return this.shares.create(id, caller, body.kind);
  }

  @Delete(':token')
  @HttpCode(204)
  @ApiNoContentResponse({ description: `Revoked; 404 ${SHARE_NOT_FOUND} for a token of no link of this idea` })
  async revoke(@Param('id', IdeaIdPipe) id: number, @Param('token') token: string, @Caller() caller: IdeaCaller): Promise<void> {
    await this.shares.revoke(id, caller, token);
  }
}
