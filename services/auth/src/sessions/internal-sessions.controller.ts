import { Body, Controller, HttpCode, NotFoundException, Post, UseGuards } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ResolveSessionDto } from './dto/resolve-session.dto';
import { ResolvedSessionDto } from './dto/resolved-session.dto';
import { InternalTokenGuard } from '@founder/server-kit';
import { SessionsService } from './sessions.service';

/**
 * Gateway-to-auth only. Lives outside /api, so the gateway never proxies it to a browser, and
 * requires the internal token.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller('internal/sessions')
export class InternalSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('resolve')
  @HttpCode(200)
  @ApiOkResponse({ type: ResolvedSessionDto, description: 'Who the session belongs to' })
  @ApiNotFoundResponse({ description: 'Session not found' })
  async resolve(@Body() { sessionToken }: ResolveSessionDto): Promise<ResolvedSessionDto> {
    const session = await this.sessions.findLiveByToken(sessionToken);
    if (!session?.user) throw new NotFoundException('Session not found');
    await this.sessions.touch(session.id);
    return { userId: session.userId, sessionId: session.id, email: session.user.email };
  }
}
