import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserDataExport } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER } from '@founder/identity';
import { InternalTokenGuard } from '@founder/server-kit';
import { AccountDataService } from './account-data.service';

/** UserDataExport (libs/contracts): JSON entries by their path in the zip, and the files auth fetches one at a time. */
const USER_DATA_EXPORT_SCHEMA = {
  type: 'object',
  required: ['entries', 'files'],
  properties: {
    entries: { type: 'object', additionalProperties: true },
    files: { type: 'array', items: { type: 'object', required: ['path', 'url'], properties: { path: { type: 'string' }, url: { type: 'string' } } } },
  },
};

/**
 * Auth's calls when a founder exports their data or deletes their account. Outside /api, so the
 * gateway never proxies them, and guarded by the internal token.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'internalToken(IDENTITY_SECRET)' })
@UseGuards(InternalTokenGuard)
@Controller('internal/users/:userId')
export class InternalAccountDataController {
  constructor(private readonly accountData: AccountDataService) {}

  @Get('export')
  @ApiOkResponse({ description: "The founder's community rows (community.json)", schema: USER_DATA_EXPORT_SCHEMA })
  export(@Param('userId', ParseIntPipe) userId: number): Promise<UserDataExport> {
    return this.accountData.export(userId);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: "The founder's rows are gone (again: nothing to do)" })
  delete(@Param('userId', ParseIntPipe) userId: number): Promise<void> {
    return this.accountData.delete(userId);
  }
}
