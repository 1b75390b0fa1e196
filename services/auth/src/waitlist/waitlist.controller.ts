import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WaitlistCount, WaitlistEntry } from '@founder/contracts';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { JoinWaitlistDto } from './dto/join-waitlist.dto';
import { toWaitlistEntryBody, WaitlistCountResponse, WaitlistEntryResponse } from './waitlist-entry.response';
import { WaitlistService } from './waitlist.service';

/** The gateway shares the answer for s-maxage seconds (services/gateway/src/proxy/shared-cache.ts). */
export const WAITLIST_COUNT_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

@ApiTags('waitlist')
@Controller('api/waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @RateLimited('waitlist')
  @ApiCreatedResponse({ type: WaitlistEntryResponse, description: 'The created waitlist entry' })
  @ApiConflictResponse({ description: 'This email is already on the waitlist' })
  async join(@Body() signup: JoinWaitlistDto): Promise<WaitlistEntry> {
    return toWaitlistEntryBody(await this.waitlist.join(signup));
  }

  /**
   * The spec's client sends `?registered=...`; the count does not depend on it. It is public and
   * the same for everyone, so the gateway's shared cache may answer it for a second (no browser
   * keeps it): at most one count query a second however many landing pages ask.
   */
  @Get('count')
  @Header('Cache-Control', WAITLIST_COUNT_CACHE_CONTROL)
  @ApiOkResponse({ type: WaitlistCountResponse, description: 'How many are on the waitlist' })
  async count(): Promise<WaitlistCount> {
    return { count: await this.waitlist.count() };
  }
}
