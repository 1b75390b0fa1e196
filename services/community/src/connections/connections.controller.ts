import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Connection, CursorPage, DeclinedConnection } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { CONNECTION_MESSAGES } from '../domain/connection-rules';
import { PageQuery } from '../identity/page.query';
import { ConnectionPageResponse, ConnectionResponse, DeclinedConnectionResponse } from './connection.response';
import { ConnectionsService } from './connections.service';
import { AnswerConnectionDto } from './dto/answer-connection.dto';
import { CreateConnectionDto } from './dto/create-connection.dto';

const ConnectionIdPipe = new RowIdPipe(CONNECTION_MESSAGES.notFound);

@ApiTags('networking')
@Controller('api/networking/connections')
@RequireIdentity()
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  @ApiOkResponse({ type: ConnectionPageResponse, description: "The caller's connections and requests, both directions" })
  list(@Query() query: PageQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<Connection>> {
    return this.connections.list(identity.userId, query);
  }

  @Post()
  @ApiCreatedResponse({ type: ConnectionResponse, description: 'The pending request' })
  @ApiConflictResponse({ description: CONNECTION_MESSAGES.exists })
  @ApiNotFoundResponse({ description: CONNECTION_MESSAGES.unknownUser })
  create(@Body() input: CreateConnectionDto, @CurrentIdentity() identity: Identity): Promise<Connection> {
    return this.connections.create(identity.userId, input);
  }

  @Patch(':id')
  @ApiExtraModels(ConnectionResponse, DeclinedConnectionResponse)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(ConnectionResponse) }, { $ref: getSchemaPath(DeclinedConnectionResponse) }] },
    description: "The receiver's answer: the accepted connection, or {id, status: 'declined'} (the request is deleted)",
  })
  @ApiNotFoundResponse({ description: `${CONNECTION_MESSAGES.notFound} (also for anyone but the receiver)` })
  answer(
    @Param('id', ConnectionIdPipe) id: number,
    @Body() input: AnswerConnectionDto,
    @CurrentIdentity() identity: Identity,
  ): Promise<Connection | DeclinedConnection> {
    return this.connections.answer(id, identity.userId, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The requester withdrew the pending request' })
  @ApiNotFoundResponse({ description: `${CONNECTION_MESSAGES.notFound} (also for anyone but the requester)` })
  withdraw(@Param('id', ConnectionIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<void> {
    return this.connections.withdraw(id, identity.userId);
  }
}
