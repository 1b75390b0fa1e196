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
import { MarketResearchRequestDto } from './dto/market-research-request.dto';
import { SaveResearchPartDto } from './dto/save-research-part.dto';
import { MARKET_RESEARCH_KIND as KIND } from './market-research.kind';

const PartIdPipe = partIdPipe(KIND);
const PDF = exportOf(KIND, 'pdf');

/** The market research of an idea: generate (optionally from the request's fields), read, edit, regenerate and restore a part, the PDF. */
@ApiTags('market research')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class MarketResearchController {
  constructor(private readonly documents: IdeaDocumentsService) {}

  @Post('market-research')
  @DocumentRoute.generate(KIND)
  async generate(
    @Param('id', IdeaIdPipe) id: number,
    @Body() request: MarketResearchRequestDto,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Record<string, unknown> | GenerationJob> {
    return generatedAnswer(reply, await this.documents.generate(KIND, id, caller, request, respondsAsync(reply)));
  }

  @Get('market-research')
  @DocumentRoute.read(KIND)
  read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
    return this.documents.read(KIND, id, caller);
  }

  @Get('market-research/job')
  @DocumentRoute.latestJob()
  latestJob(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<LatestGenerationJob> {
    return this.documents.latestJob(KIND, id, caller);
  }

  @Put('market-research/parts/:partId')
  @DocumentRoute.savePart(KIND)
  savePart(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Body() edit: SaveResearchPartDto, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.savePart(KIND, id, partId, edit, caller);
  }

  @Post('market-research/parts/:partId/regenerate')
  @DocumentRoute.regeneratePart(KIND)
  async regeneratePart(
    @Param('id', IdeaIdPipe) id: number,
    @Param('partId', PartIdPipe) partId: string,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartAnswer | GenerationJob> {
    return regeneratedAnswer(reply, await this.documents.regeneratePart(KIND, id, partId, caller, respondsAsync(reply)));
  }

  @Get('market-research/parts/:partId/versions')
  @DocumentRoute.versions(KIND)
  versions(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Query() query: ListVersionsQuery, @Caller() caller: IdeaCaller): Promise<DocumentVersionList> {
    return this.documents.versions(KIND, id, partId, caller, query);
  }

  @Post('market-research/parts/:partId/versions/:versionId/restore')
  @DocumentRoute.restore(KIND)
  restore(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Param('versionId', VersionIdPipe) versionId: number, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.restore(KIND, id, partId, versionId, caller);
  }

  @Get('market-research.pdf')
  @DocumentRoute.export(KIND, PDF)
  exportPdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, PDF, id, caller);
  }
}
