import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES, type Company, type CursorPage, type WorkKind } from '@founder/contracts';
import { CurrentIdentity, CursorPageResponse, fileContent, RequireIdentity } from '@founder/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompaniesService, LOGO_TOO_LARGE, type LogoUpload } from './companies.service';
import { COMPANY_NOT_FOUND } from '../access/messages';
import { CompanyIdPipe, WORK_KINDS, WorkKindPipe } from './company-params.pipe';
import type { CompanyEntity } from './company.entity';
import { CompanyResponse, toCompanyBody } from './company.response';
import { CreateCompanyDto } from './dto/create-company.dto';
import { ListCompaniesQuery } from './dto/list-companies.query';
import { UpdateCompanyDto } from './dto/update-company.dto';
import { readUpload } from '../uploads/multipart-upload';

const CompanyPageResponse = CursorPageResponse(CompanyResponse);

/** The one file field `logo` of a multipart request, read up to the size limit. */
function logoUpload(request: FastifyRequest): LogoUpload {
  return async () => {
    const upload = await readUpload(request, { field: 'logo', maxBytes: COMPANY_LOGO_MAX_BYTES, maxFields: 0 });
    return upload ? upload.bytes() : null;
  };
}

@ApiTags('companies')
@ApiNotFoundResponse({ description: COMPANY_NOT_FOUND })
@Controller('api/companies')
@RequireIdentity()
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /** One company as the caller sees it, with their role. */
  private async body(company: CompanyEntity, userId: number): Promise<Company> {
    const [role] = await this.companies.rolesOf([company], userId);
    return toCompanyBody(company, role);
  }

  @Post()
  @ApiCreatedResponse({ type: CompanyResponse, description: 'The company with its initial workflowProgress' })
  async create(@Body() input: CreateCompanyDto, @CurrentIdentity() identity: Identity): Promise<Company> {
    return this.body(await this.companies.create(input, identity.userId), identity.userId);
  }

  @Get()
  @ApiOkResponse({ type: CompanyPageResponse, description: "The caller's companies, newest first; ?limit default 20, at most 50; ?cursor= the nextCursor of the page before" })
  async list(@Query() query: ListCompaniesQuery, @CurrentIdentity() identity: Identity): Promise<CursorPage<Company>> {
    const page = await this.companies.list(identity.userId, query);
    const roles = await this.companies.rolesOf(page.items, identity.userId);
    return { ...page, items: page.items.map((company, index) => toCompanyBody(company, roles[index])) };
  }

  @Get(':id')
  @ApiOkResponse({ type: CompanyResponse, description: 'The company' })
  async findOne(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<Company> {
    return this.body(await this.companies.findOne(id, identity.userId), identity.userId);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Deleted with its team, invitations, data room, site, pipeline, progress and activity; its ideas stay, the owner's personal ideas" })
  @ApiForbiddenResponse({ description: 'You do not have the company.delete permission in this company (a member who is not the owner)' })
  async remove(@Param('id', CompanyIdPipe) id: number, @CurrentIdentity() identity: Identity): Promise<void> {
    await this.companies.remove(id, identity.userId);
  }

  @Patch(':id')
  @ApiOkResponse({ type: CompanyResponse, description: 'The changed company' })
  @ApiConflictResponse({ description: 'A locked module cannot be started or ticked' })
  async update(@Param('id', CompanyIdPipe) id: number, @Body() changes: UpdateCompanyDto, @CurrentIdentity() identity: Identity): Promise<Company> {
    return this.body(await this.companies.update(id, identity.userId, changes), identity.userId);
  }

  @Post(':id/work/:kind')
  @ApiParam({ name: 'kind', enum: [...WORK_KINDS] })
  @HttpCode(200)
  @ApiOkResponse({ type: CompanyResponse, description: 'The company with the new piece in workflowProgress.work' })
  @ApiConflictResponse({ description: 'A locked module cannot be started' })
  async writeWork(
    @Param('id', CompanyIdPipe) id: number,
    @Param('kind', WorkKindPipe) kind: WorkKind,
    @CurrentIdentity() identity: Identity,
  ): Promise<Company> {
    return this.body(await this.companies.writeWork(id, identity.userId, kind), identity.userId);
  }

  @Put(':id/logo')
  @ApiOkResponse({ type: CompanyResponse, description: 'The company with its new logo (sent as multipart/form-data with one file field `logo`, PNG or JPEG by its bytes)' })
  @ApiPayloadTooLargeResponse({ description: LOGO_TOO_LARGE })
  async setLogo(@Param('id', CompanyIdPipe) id: number, @Req() request: FastifyRequest, @CurrentIdentity() identity: Identity): Promise<Company> {
    return this.body(await this.companies.setLogo(id, identity.userId, logoUpload(request)), identity.userId);
  }

  @Get(':id/logo')
  @ApiOkResponse({ description: 'The logo image', content: fileContent(...COMPANY_LOGO_TYPES) })
  async logo(
    @Param('id', CompanyIdPipe) id: number,
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { bytes, type } = await this.companies.logo(id, identity.userId);
    reply.header('content-type', type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=31536000, immutable');
    return bytes;
  }
}
