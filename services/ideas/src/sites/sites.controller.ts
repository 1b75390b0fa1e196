import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import type { Site } from '@founder/contracts';
import { CurrentIdentity, RequireIdentity } from '@founder/server-kit';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { CompanyIdPipe } from '../companies/company-params.pipe';
import { SaveSiteDto } from './dto/save-site.dto';
import { SiteResponse } from './site.response';
import { SitesService, SLUG_TAKEN } from './sites.service';

/** The company's website in the builder: /api/companies/{id}/site (only the company's owner). */
@ApiTags('sites')
@ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
@Controller('api/companies/:id/site')
@RequireIdentity()
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Get()
  @ApiOkResponse({ type: SiteResponse, description: 'The stored site, or the draft written from the company and its idea (stored: false)' })
  read(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<Site> {
    return this.sites.read(id, identity.userId);
  }

  @Put()
  @ApiOkResponse({ type: SiteResponse, description: 'The saved site' })
  @ApiConflictResponse({ description: SLUG_TAKEN })
  save(@Param('id', CompanyIdPipe) id: number, @Body() input: SaveSiteDto, @CurrentIdentity() identity: Identity): Promise<Site> {
    return this.sites.save(id, identity.userId, input);
  }

  @Post('generate')
  @HttpCode(200)
  @ApiOkResponse({ type: SiteResponse, description: 'The site with the recommended template and sections written afresh' })
  @ApiConflictResponse({ description: SLUG_TAKEN })
  generate(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<Site> {
    return this.sites.generate(id, identity.userId);
  }

  @Put('publication')
  @ApiOkResponse({ type: SiteResponse, description: 'The published site, served at /sites/{slug}' })
  @ApiConflictResponse({ description: SLUG_TAKEN })
  publish(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<Site> {
    return this.sites.setPublished(id, identity.userId, true);
  }

  @Delete('publication')
  @ApiOkResponse({ type: SiteResponse, description: 'The site, taken down: /sites/{slug} answers 404' })
  unpublish(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<Site> {
    return this.sites.setPublished(id, identity.userId, false);
  }
}
