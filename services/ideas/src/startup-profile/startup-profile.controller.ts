import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { StartupProfile } from '@founder/contracts';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { SaveStartupProfileDto } from './dto/save-startup-profile.dto';
import { STARTUP_PROFILE_NOT_FOUND } from '../access/messages';
import { PROFILE_EXISTS, StartupProfileService } from './startup-profile.service';
import { StartupProfileResponse, toStartupProfileBody } from './startup-profile.response';

const StartupProfileIdPipe = new RowIdPipe(STARTUP_PROFILE_NOT_FOUND);

/** The signed-in founder's startup profile (spec section 7); 401 'Not authenticated' without a session. */
@ApiTags('startup-profile')
@Controller('api/startup-profile')
@RequireIdentity()
export class StartupProfileController {
  constructor(private readonly profiles: StartupProfileService) {}

  /** A founder without a profile yet is not an error: null, so their pages log nothing in the console (issue 29; spec section 7 had 404). */
  @Get()
  @ApiExtraModels(StartupProfileResponse)
  @ApiOkResponse({
    schema: { allOf: [{ $ref: getSchemaPath(StartupProfileResponse) }], nullable: true },
    description: "The caller's profile, or null (the JSON literal) before they have one",
  })
  async mine(@CurrentIdentity() identity: Identity): Promise<StartupProfile | null> {
    const profile = await this.profiles.mine(identity.userId);
    return profile && toStartupProfileBody(profile);
  }

  @Post()
  @ApiCreatedResponse({ type: StartupProfileResponse, description: "The caller's new profile" })
  @ApiConflictResponse({ description: PROFILE_EXISTS })
  async create(@CurrentIdentity() identity: Identity, @Body() input: SaveStartupProfileDto): Promise<StartupProfile> {
    return toStartupProfileBody(await this.profiles.create(identity.userId, input));
  }

  @Patch(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: StartupProfileResponse, description: 'The updated profile' })
  @ApiNotFoundResponse({ description: STARTUP_PROFILE_NOT_FOUND })
  async update(
    @CurrentIdentity() identity: Identity,
    @Param('id', StartupProfileIdPipe) id: number,
    @Body() changes: SaveStartupProfileDto,
  ): Promise<StartupProfile> {
    return toStartupProfileBody(await this.profiles.update(id, identity.userId, changes));
  }
}
