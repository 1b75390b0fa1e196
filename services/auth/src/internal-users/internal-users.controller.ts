import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { INTERNAL_USERS_PATH, type UserSummary } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { In, Repository } from 'typeorm';
import { InjectRepository } from '@nestjs/typeorm';
import { InternalTokenGuard } from '@founder/server-kit';
import { User } from '../users/user.entity';
import { UserIdsQuery } from './dto/user-ids.query';
import { UserSummaryResponse } from './user-summary.response';

/**
 * Service-to-service only (community shows who is behind a profile or a connection without a
 * join across schemas). Outside /api, so the gateway never proxies it, and it needs the internal
 * token derived from IDENTITY_SECRET. Unknown ids are simply absent from the answer.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller(INTERNAL_USERS_PATH.slice(1))
export class InternalUsersController {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @Get()
  @ApiOkResponse({ type: [UserSummaryResponse], description: 'The users of the ids that exist' })
  async find(@Query() { ids }: UserIdsQuery): Promise<UserSummary[]> {
    const users = await this.users.find({ where: { id: In(ids) }, select: { id: true, name: true, email: true, avatar: true } });
    return users.map(({ id, name, email, avatar }) => ({ id, name, email, avatar }));
  }
}
