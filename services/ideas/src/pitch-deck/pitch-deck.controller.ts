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
import { SavePitchSlideDto } from './dto/save-pitch-slide.dto';
import { PITCH_DECK_KIND as KIND } from './pitch-deck.kind';

const SlideIdPipe = partIdPipe(KIND);
const PPTX = exportOf(KIND, 'pptx');
const PDF = exportOf(KIND, 'pdf');

/** The pitch deck of an idea: generate, read, edit, regenerate and restore a slide, the PPTX and the PDF. */
@ApiTags('pitch deck')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class PitchDeckController {
  constructor(private readonly documents: IdeaDocumentsService) {}

  @Post('pitch-deck')
  @DocumentRoute.generate(KIND)
  async generate(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown> | GenerationJob> {
    return generatedAnswer(reply, await this.documents.generate(KIND, id, caller, undefined, respondsAsync(reply)));
  }

  @Get('pitch-deck')
  @DocumentRoute.read(KIND)
  read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
    return this.documents.read(KIND, id, caller);
  }

  @Get('pitch-deck/job')
  @DocumentRoute.latestJob()
  latestJob(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<LatestGenerationJob> {
    return this.documents.latestJob(KIND, id, caller);
  }

  @Put('pitch-deck/slides/:slideId')
  @DocumentRoute.savePart(KIND)
  saveSlide(@Param('id', IdeaIdPipe) id: number, @Param('slideId', SlideIdPipe) slideId: string, @Body() edit: SavePitchSlideDto, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.savePart(KIND, id, slideId, edit, caller);
  }

  @Post('pitch-deck/slides/:slideId/regenerate')
  @DocumentRoute.regeneratePart(KIND)
  async regenerateSlide(
    @Param('id', IdeaIdPipe) id: number,
    @Param('slideId', SlideIdPipe) slideId: string,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartAnswer | GenerationJob> {
    return regeneratedAnswer(reply, await this.documents.regeneratePart(KIND, id, slideId, caller, respondsAsync(reply)));
  }

  @Get('pitch-deck/slides/:slideId/versions')
  @DocumentRoute.versions(KIND)
  versions(@Param('id', IdeaIdPipe) id: number, @Param('slideId', SlideIdPipe) slideId: string, @Query() query: ListVersionsQuery, @Caller() caller: IdeaCaller): Promise<DocumentVersionList> {
    return this.documents.versions(KIND, id, slideId, caller, query);
  }

  @Post('pitch-deck/slides/:slideId/versions/:versionId/restore')
  @DocumentRoute.restore(KIND)
  restore(@Param('id', IdeaIdPipe) id: number, @Param('slideId', SlideIdPipe) slideId: string, @Param('versionId', VersionIdPipe) versionId: number, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.restore(KIND, id, slideId, versionId, caller);
  }

  @Get('pitch-deck.pptx')
  @DocumentRoute.export(KIND, PPTX)
  exportPptx(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, PPTX, id, caller);
  }

  @Get('pitch-deck.pdf')
  @DocumentRoute.export(KIND, PDF)
  exportPdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, PDF, id, caller);
  }
}
