import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CursorPage, EventRegistration, MyRegistration } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { REGISTRATION_MESSAGES } from '../domain/registration-rules';
import { EventIdPipe } from '../events/events.controller';
import { PageQuery } from '../identity/page.query';
import { EventRegistrationResponse, MyRegistrationPageResponse } from './registration.response';
import { REGISTRATION_NOT_FOUND, RegistrationsService } from './registrations.service';

@ApiTags('events')
@Controller('api/events')
@RequireIdentity()
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get('registrations')
  @ApiOkResponse({ type: MyRegistrationPageResponse, description: "The caller's active registrations with their events" })
  listMine(@Query() query: PageQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<MyRegistration>> {
    return this.registrations.listMine(identity.userId, query);
  }

  @Post(':id/register')
  @ApiCreatedResponse({ type: EventRegistrationResponse, description: "The registration (status 'registered')" })
  @ApiConflictResponse({ description: Object.values(REGISTRATION_MESSAGES).join(' | ') })
  register(@Param('id', EventIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<EventRegistration> {
    return this.registrations.register(id, identity.userId);
  }

  @Delete(':id/register')
  @HttpCode(200)
  @ApiOkResponse({ type: EventRegistrationResponse, description: "The caller's registration, now cancelled; the seat is free again" })
  @ApiNotFoundResponse({ description: REGISTRATION_NOT_FOUND })
  cancel(@Param('id', EventIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<EventRegistration> {
    return this.registrations.cancel(id, identity.userId);
  }
}
