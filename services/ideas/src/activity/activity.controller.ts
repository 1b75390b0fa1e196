import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import type { ActivityPage } from '@founder/contracts';
import { CurrentIdentity, CursorPageResponse, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { ActivityEntryResponse } from './activity.response';
import { ActivityService } from './activity.service';
import { ListActivityQuery } from './dto/list-activity.query';

const ActivityPageResponse = CursorPageResponse(ActivityEntryResponse);

@ApiTags('companies')
@ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
@Controller('api/companies/:id/activity')
@RequireIdentity()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @ApiOkResponse({ type: ActivityPageResponse, description: "The company's activity, newest first; ?limit default 20, at most 50; ?cursor= the nextCursor of the page before" })
  list(@Param('id', new RowIdPipe(COMPANY_NOT_FOUND)) id: number, @Query() query: ListActivityQuery, @CurrentIdentity() identity: Identity): Promise<ActivityPage> {
    return this.activity.list(id, identity.userId, query);
  }
}
