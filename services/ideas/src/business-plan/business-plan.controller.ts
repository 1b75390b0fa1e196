import { Body, Controller, Get, HttpCode, Param, Post, Put, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { GENERATION_PROVIDER_HEADER, PLAN_SECTION_IDS, type BusinessPlanContent, type PlanSectionId, type PlanSectionResult } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { attachment, PDF } from '../exports/attachment';
import { businessPlanPdf } from '../exports/business-plan-pdf';
import { Caller } from '../owners/caller.decorator';
import { DEMO_IS_READ_ONLY, IdeaAccess, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { BusinessPlanService, GENERATE_PLAN_FIRST } from './business-plan.service';
import { SavePlanSectionDto } from './dto/save-plan-section.dto';
import { PlanSectionIdPipe } from './plan-section-id.pipe';

@ApiTags('business plan')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class BusinessPlanController {
  constructor(
    private readonly plans: BusinessPlanService,
    private readonly access: IdeaAccess,
  ) {}

  @Post('business-plan')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The plan keyed by section id; header x-generation-provider: builtin | llm | builtin-fallback' })
  @ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
  async generate(
    @Param('id', IdeaIdPipe) id: number,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BusinessPlanContent> {
    const { parts, provider } = await this.plans.generate(await this.access.writable(id, caller));
    reply.header(GENERATION_PROVIDER_HEADER, provider);
    return parts;
  }

  @Put('business-plan/sections/:sectionId')
  @ApiParam({ name: 'sectionId', enum: PLAN_SECTION_IDS })
  @ApiOkResponse({ description: "{id, content, status: 'edited'}" })
  @ApiConflictResponse({ description: GENERATE_PLAN_FIRST })
  async saveSection(
    @Param('id', IdeaIdPipe) id: number,
    @Param('sectionId', PlanSectionIdPipe) sectionId: PlanSectionId,
    @Body() edit: SavePlanSectionDto,
    @Caller() caller: IdeaCaller,
  ): Promise<PlanSectionResult> {
    return this.plans.saveSection(await this.access.writable(id, caller), sectionId, edit.content);
  }

  @Post('business-plan/sections/:sectionId/regenerate')
  @ApiParam({ name: 'sectionId', enum: PLAN_SECTION_IDS })
  @HttpCode(200)
  @ApiOkResponse({ description: "{id, content, status: 'generated'}; header x-generation-provider" })
  @ApiConflictResponse({ description: GENERATE_PLAN_FIRST })
  async regenerateSection(
    @Param('id', IdeaIdPipe) id: number,
    @Param('sectionId', PlanSectionIdPipe) sectionId: PlanSectionId,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlanSectionResult> {
    const { section, provider } = await this.plans.regenerateSection(await this.access.writable(id, caller), sectionId);
    reply.header(GENERATION_PROVIDER_HEADER, provider);
    return section;
  }

  @Get('business-plan.pdf')
  @ApiOkResponse({ description: 'application/pdf, attachment "<title-slug>-business-plan.pdf"' })
  @ApiConflictResponse({ description: GENERATE_PLAN_FIRST })
  async pdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    const idea = await this.access.readable(id, caller);
    return attachment(await businessPlanPdf(idea, this.plans.storedPlan(idea)), idea.ideaTitle, 'business-plan.pdf', PDF);
  }
}
