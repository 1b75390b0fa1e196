import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { CurrentIdentity, fileContent, RequireIdentity } from '@founder/server-kit';
import type { Request, Response } from 'express';
import { DeviceCookies } from '../devices/device-cookies';
import { SessionCookies } from '../sessions/session-cookies';
import { SessionsService } from '../sessions/sessions.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { DeleteAccountDto } from './dto/delete-account.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AccountLeavingController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
    private readonly sessionCookies: SessionCookies,
    private readonly devices: DeviceCookies,
  ) {}

  /** Everything the founder owns as a zip, streamed; every service's part is gathered first, so one that is down is a 503 before any byte. */
  @Get('export')
  @RequireIdentity()
  @ApiOkResponse({ description: 'A zip: account.json, ideas/*.json, companies.json, data-room.json, sites.json, investors.json, startup-profile.json, community.json, files/...', content: fileContent('application/zip') })
  @ApiServiceUnavailableResponse({ description: 'ideas or community is unavailable' })
  async export(@CurrentIdentity() identity: Identity, @Res() response: Response): Promise<void> {
    await this.sessions.requireLive(identity);
    const gathered = await this.exports.gather(identity.userId);
    const day = new Date().toISOString().slice(0, 10);
    response.status(200).set({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="founder-platform-data-${day}.zip"`,
      'cache-control': 'no-store',
    });
    // Once streaming has begun a failure can only cut the download short: the browser sees it fail.
    await this.exports.write(gathered, response).catch(() => response.destroy());
  }

  @Delete('account')
  @RequireIdentity()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account and everything of the founder is deleted; the session cookie is cleared' })
  @ApiBadRequestResponse({ description: 'password is required / password is incorrect' })
  @ApiForbiddenResponse({ description: 'A Google-only account that did not sign in within 10 minutes' })
  @ApiServiceUnavailableResponse({ description: 'ideas or community could not delete their part: nothing was deleted in auth' })
  async delete(
    @CurrentIdentity() identity: Identity,
    @Body() { password }: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const user = await this.deletion.delete(identity, password);
    await this.sessionCookies.end(request, response);
    if (user.email) this.devices.forget(request, response, user.email.trim().toLowerCase());
  }
}
