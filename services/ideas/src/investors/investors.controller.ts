import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Identity } from '@founder/identity';
import { INVESTORS_PAGE, type Investor, type InvestorPage, type InvestorRelation } from '@founder/contracts';
import { CurrentIdentity, RequireIdentity, RowIdPipe } from '@founder/server-kit';
import { CreateInvestorDto } from './dto/create-investor.dto';
import { InvestorCompanyQuery, ListInvestorsQuery } from './dto/list-investors.query';
import { RelationChangesDto } from './dto/relation-changes.dto';
import { INVESTOR_NOT_FOUND } from '../access/messages';
import { InvestorPageResponse, InvestorRelationResponse, InvestorResponse } from './investor.response';
import { ALREADY_APPLIED, InvestorsService } from './investors.service';

const InvestorIdPipe = new RowIdPipe(INVESTOR_NOT_FOUND);
const PIPELINE_REFUSED = 'A commenter or viewer of the company: You do not have the company.pipeline.update permission in this company';

@ApiTags('investors')
@ApiNotFoundResponse({ description: `${INVESTOR_NOT_FOUND}, or Company not found (no company yet, or a companyId the caller is not a member of)` })
@Controller('api/investors')
@RequireIdentity()
export class InvestorsController {
  constructor(private readonly investors: InvestorsService) {}

  @Get()
  @ApiOkResponse({
    type: InvestorPageResponse,
    description: `Sample investors and the caller's own, filtered, sorted by matchScore descending (then id), in SQL; ?limit= ${INVESTORS_PAGE.default} by default, at most ${INVESTORS_PAGE.max}; ?cursor= the nextCursor of the page before`,
  })
  list(@Query() query: ListInvestorsQuery, @CurrentIdentity() identity: Identity): Promise<InvestorPage> {
    return this.investors.list(identity.userId, query);
  }

  @Post()
  @ApiCreatedResponse({ type: InvestorResponse, description: 'The investor, seen only by the caller' })
  create(@Body() input: CreateInvestorDto, @CurrentIdentity() identity: Identity): Promise<Investor> {
    return this.investors.create(input, identity.userId);
  }

  @Get(':id')
  @ApiOkResponse({ type: InvestorResponse })
  findOne(@Param('id', InvestorIdPipe) id: number, @Query() query: InvestorCompanyQuery, @CurrentIdentity() identity: Identity): Promise<Investor> {
    return this.investors.findOne(id, identity.userId, query.companyId);
  }

  @Patch(':id/relation')
  @ApiOkResponse({ type: InvestorRelationResponse, description: "The company's record of the investor (?companyId=, else the caller's newest company); a stage change goes in its activity feed" })
  @ApiForbiddenResponse({ description: PIPELINE_REFUSED })
  changeRelation(@Param('id', InvestorIdPipe) id: number, @Query() query: InvestorCompanyQuery, @Body() changes: RelationChangesDto, @CurrentIdentity() identity: Identity): Promise<InvestorRelation> {
    return this.investors.changeRelation(id, identity.userId, query.companyId, changes);
  }

  @Post(':id/apply')
  @HttpCode(200)
  @ApiOkResponse({ type: InvestorRelationResponse, description: 'The record with appliedAt set' })
  @ApiConflictResponse({ description: ALREADY_APPLIED })
  @ApiForbiddenResponse({ description: PIPELINE_REFUSED })
  apply(@Param('id', InvestorIdPipe) id: number, @Query() query: InvestorCompanyQuery, @CurrentIdentity() identity: Identity): Promise<InvestorRelation> {
    return this.investors.apply(id, identity.userId, query.companyId);
  }
}
