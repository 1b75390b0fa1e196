import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { SITE_SIGNUPS_PAGE, type CursorPage, type SiteSignUp } from '@founder/contracts';
import { CurrentIdentity, CursorPageParams, CursorPageResponse, fileContent, RequireIdentity } from '@founder/server-kit';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { CompanyIdPipe } from '../companies/company-params.pipe';
import { SiteSignupsService } from './site-signups.service';

class SiteSignUpResponse implements SiteSignUp {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'grace@example.com' }) email!: string;
  @ApiProperty({ format: 'date-time' }) signedUpAt!: string;
  @ApiProperty({ example: '/sites/loom-ledger', description: 'The page whose form the visitor used, as it was then' }) sourcePage!: string;
}

class ListSiteSignUpsQuery extends CursorPageParams(SITE_SIGNUPS_PAGE) {}

const SiteSignUpPageResponse = CursorPageResponse(SiteSignUpResponse);

/** The visitors on a company's early-access list (its published site's form): only the company's owner sees them. */
@ApiTags('sites')
@ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
@Controller('api/companies/:id/site')
@RequireIdentity()
export class SiteSignupsController {
  constructor(private readonly signups: SiteSignupsService) {}

  @Get('sign-ups')
  @ApiOkResponse({ type: SiteSignUpPageResponse, description: `Newest first; ?limit default ${SITE_SIGNUPS_PAGE.default}, at most ${SITE_SIGNUPS_PAGE.max}; ?cursor= the nextCursor of the page before` })
  list(@Param('id', CompanyIdPipe) id: number, @Query() query: ListSiteSignUpsQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<SiteSignUp>> {
    return this.signups.list(id, identity.userId, query);
  }

  @Get('sign-ups.csv')
  @ApiOkResponse({ description: 'The whole list as CSV (a header row, newest first; a cell starting with = + - @ gets a leading quote mark)', content: fileContent('text/csv') })
  async csv(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<StreamableFile> {
    const { name, text } = await this.signups.csv(id, identity.userId);
    const bytes = Buffer.from(text, 'utf8');
    return new StreamableFile(bytes, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${name}"`, length: bytes.length });
  }
}
