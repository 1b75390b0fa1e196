import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { LastSelectedIdea } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { IDEA_NOT_FOUND } from '../owners/idea-not-found';
import { SelectIdeaDto } from './dto/select-idea.dto';
import { LastSelectedIdeaResponse } from './last-selected-idea.response';
import { LastSelectedIdeaService } from './last-selected-idea.service';

/** The signed-in founder's last selected idea (issue 29 item 11); 401 'Not authenticated' without a session. */
@ApiTags('ideas')
@Controller('api/ideas/last-selected')
@RequireIdentity()
export class LastSelectedIdeaController {
  constructor(private readonly selections: LastSelectedIdeaService) {}

  @Get()
  @ApiOkResponse({ type: LastSelectedIdeaResponse, description: 'The idea the founder last selected in any browser, or ideaId null' })
  read(@CurrentIdentity() identity: Identity): Promise<LastSelectedIdea> {
    return this.selections.read(identity.userId);
  }

  @Put()
  @ApiOkResponse({ type: LastSelectedIdeaResponse, description: 'The idea now remembered' })
  @ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
  select(@CurrentIdentity() identity: Identity, @Body() input: SelectIdeaDto): Promise<LastSelectedIdea> {
    return this.selections.select(identity.userId, input.ideaId);
  }
}
