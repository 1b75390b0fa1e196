import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { NetworkingHubStats } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { MaybeIdentity, OptionalIdentityGuard } from '../identity/optional-identity';
import { HubStatsResponse } from './hub-stats.response';
import { HubService } from './hub.service';

@ApiTags('networking')
@Controller('api/networking/hub')
export class HubController {
  constructor(private readonly hub: HubService) {}

  @Get()
  @UseGuards(OptionalIdentityGuard)
  @ApiOkResponse({ type: HubStatsResponse, description: 'Public members, upcoming events, mentors available, my connections (0 signed out)' })
  stats(@MaybeIdentity() identity: Identity | null): Promise<NetworkingHubStats> {
    return this.hub.stats(identity?.userId ?? null);
  }
}
