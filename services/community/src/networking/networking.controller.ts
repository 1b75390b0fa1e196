import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { CursorPage, NetworkingProfile } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { MaybeIdentity, OptionalIdentityGuard } from '../identity/optional-identity';
import { ListProfilesQuery } from './dto/list-profiles.query';
import { NetworkingProfileDto } from './dto/networking-profile.dto';
import { NetworkingProfilePageResponse, NetworkingProfileResponse } from './networking-profile.response';
import { NetworkingService } from './networking.service';

@ApiTags('networking')
@Controller('api/networking')
export class NetworkingController {
  constructor(private readonly networking: NetworkingService) {}

  /** A founder without a profile yet is not an error: null, so their pages log nothing in the console (issue 29). */
  @Get('profile')
  @RequireIdentity()
  @ApiExtraModels(NetworkingProfileResponse)
  @ApiOkResponse({
    schema: { allOf: [{ $ref: getSchemaPath(NetworkingProfileResponse) }], nullable: true },
    description: "The caller's networking profile, or null (the JSON literal) before they have one",
  })
  findMine(@CurrentIdentity() identity: Identity): Promise<NetworkingProfile | null> {
    return this.networking.findMine(identity.userId);
  }

  @Put('profile')
  @RequireIdentity()
  @ApiOkResponse({ type: NetworkingProfileResponse, description: "The caller's networking profile as stored" })
  put(@Body() input: NetworkingProfileDto, @CurrentIdentity() identity: Identity): Promise<NetworkingProfile> {
    return this.networking.put(identity.userId, input);
  }

  @Get('profiles')
  @UseGuards(OptionalIdentityGuard)
  @ApiOkResponse({ type: NetworkingProfilePageResponse, description: 'Public profiles of other founders' })
  list(@Query() query: ListProfilesQuery, @MaybeIdentity() identity: Identity | null): Promise<CursorPage<NetworkingProfile>> {
    return this.networking.list(identity?.userId ?? null, query);
  }
}
