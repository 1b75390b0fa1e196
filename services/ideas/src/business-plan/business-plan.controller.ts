import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards, type StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { DocumentVersionList, GenerationJob, IdeaDocument, LatestGenerationJob } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { DocumentRoute, exportOf, generatedAnswer, partIdPipe, regeneratedAnswer, respondsAsync } from '../idea-documents/document-routes';
import { ListVersionsQuery } from '../idea-documents/dto/list-versions.query';
import { IdeaDocumentsService, VersionIdPipe, type PartAnswer } from '../idea-documents/idea-documents.service';
import { Caller } from '../owners/caller.decorator';
import { IDEA_NOT_FOUND } from '../owners/idea-not-found';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { SavePlanSectionDto } from './dto/save-plan-section.dto';
import { BUSINESS_PLAN_KIND as KIND } from './business-plan.kind';

const SectionIdPipe = partIdPipe(KIND);
const PDF = exportOf(KIND, 'pdf');

/** The business plan of an idea: generate, read, edit, regenerate and restore a section, the PDF. */
@ApiTags('business plan')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class BusinessPlanController {
  constructor(private readonly documents: IdeaDocumentsService) {}

  @Post('business-plan')
  @DocumentRoute.generate(KIND)
  async generate(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown> | GenerationJob> {
    return generatedAnswer(reply, await this.documents.generate(KIND, id, caller, undefined, respondsAsync(reply)));
  }

  @Get('business-plan')
  @DocumentRoute.read(KIND)
  read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
    return this.documents.read(KIND, id, caller);
  }

  @Get('business-plan/job')
  @DocumentRoute.latestJob()
  latestJob(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<LatestGenerationJob> {
    return this.documents.latestJob(KIND, id, caller);
  }

  @Put('business-plan/sections/:sectionId')
  @DocumentRoute.savePart(KIND)
  saveSection(@Param('id', IdeaIdPipe) id: number, @Param('sectionId', SectionIdPipe) sectionId: string, @Body() edit: SavePlanSectionDto, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.savePart(KIND, id, sectionId, edit, caller);
  }

  @Post('business-plan/sections/:sectionId/regenerate')
  @DocumentRoute.regeneratePart(KIND)
  async regenerateSection(
    @Param('id', IdeaIdPipe) id: number,
    @Param('sectionId', SectionIdPipe) sectionId: string,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartAnswer | GenerationJob> {
    return regeneratedAnswer(reply, await this.documents.regeneratePart(KIND, id, sectionId, caller, respondsAsync(reply)));
  }

  @Get('business-plan/sections/:sectionId/versions')
  @DocumentRoute.versions(KIND)
  versions(@Param('id', IdeaIdPipe) id: number, @Param('sectionId', SectionIdPipe) sectionId: string, @Query() query: ListVersionsQuery, @Caller() caller: IdeaCaller): Promise<DocumentVersionList> {
    return this.documents.versions(KIND, id, sectionId, caller, query);
  }

  @Post('business-plan/sections/:sectionId/versions/:versionId/restore')
  @DocumentRoute.restore(KIND)
  restore(@Param('id', IdeaIdPipe) id: number, @Param('sectionId', SectionIdPipe) sectionId: string, @Param('versionId', VersionIdPipe) versionId: number, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.restore(KIND, id, sectionId, versionId, caller);
  }

  @Get('business-plan.pdf')
  @DocumentRoute.export(KIND, PDF)
  exportPdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, PDF, id, caller);
  }
}
