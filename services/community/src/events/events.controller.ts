import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CommunityEvent, CursorPage } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { CreateEventDto } from './dto/create-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { UpdateEventDto } from './dto/update-event.dto';
import { EVENT_NOT_FOUND } from '../access/access.service';
import { EventPageResponse, EventResponse } from './event.response';
import { EventsService } from './events.service';

export const EventIdPipe = new RowIdPipe(EVENT_NOT_FOUND);

@ApiTags('events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOkResponse({ type: EventPageResponse, description: 'Upcoming first, filtered and searched' })
  list(@Query() query: ListEventsQuery): Promise<CursorPage<CommunityEvent>> {
    return this.events.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: EventResponse, description: 'The event' })
  @ApiNotFoundResponse({ description: EVENT_NOT_FOUND })
  findOne(@Param('id', EventIdPipe) id: number): Promise<CommunityEvent> {
    return this.events.findOne(id);
  }

  @Post()
  @RequireIdentity()
  @ApiCreatedResponse({ type: EventResponse, description: 'The created event, organized by the caller' })
  create(@Body() input: CreateEventDto, @CurrentIdentity() identity: Identity): Promise<CommunityEvent> {
    return this.events.create(input, identity.userId);
  }

  @Patch(':id')
  @RequireIdentity()
  @ApiOkResponse({ type: EventResponse, description: "The organizer's event after the change; status 'cancelled' cancels it" })
  @ApiNotFoundResponse({ description: `${EVENT_NOT_FOUND} (also for someone else's event)` })
  update(@Param('id', EventIdPipe) id: number, @Body() changes: UpdateEventDto, @CurrentIdentity() identity: Identity): Promise<CommunityEvent> {
    return this.events.update(id, changes, identity.userId);
  }
}
