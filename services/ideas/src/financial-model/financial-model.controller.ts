import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards, type StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { GENERATION_PROVIDER_HEADER, type DocumentVersionList, type FinancialModel, type FinancialModelInput, type FinancialModelPartId, type IdeaDocument, type LatestGenerationJob } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { DocumentRoute, exportOf, partIdPipe } from '../idea-documents/document-routes';
import { ListVersionsQuery } from '../idea-documents/dto/list-versions.query';
import { IdeaDocumentsService, VersionIdPipe, type PartAnswer } from '../idea-documents/idea-documents.service';
import { Caller } from '../owners/caller.decorator';
import { IDEA_NOT_FOUND } from '../owners/idea-not-found';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { FINANCIAL_MODEL_INPUT_SCHEMA } from '@founder/contracts/schemas';
import { openApiSchemaOf } from '../openapi/zod-schemas';
import { FinancialModelRequestDto } from './dto/financial-model-request.dto';
import { FinancialModelService } from './financial-model.service';
import { NoPartEditDto } from './dto/no-part-edit.dto';
import { FINANCIAL_MODEL_KIND as KIND } from './financial-model.kind';

const PartIdPipe = partIdPipe(KIND);
const CSV = exportOf(KIND, 'csv');
const XLSX = exportOf(KIND, 'xlsx');
const PDF = exportOf(KIND, 'pdf');

/** The financial model of an idea: compute it from its assumptions, read it, one field again, its versions, the CSV, the XLSX and the PDF. */
@ApiTags('financial model')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class FinancialModelController {
  constructor(
    private readonly model: FinancialModelService,
    private readonly documents: IdeaDocumentsService,
  ) {}

  /** The assumptions a first model starts from, so the page can show them before anything is generated. */
  @Get('financial-model/defaults')
  @ApiOkResponse({ schema: openApiSchemaOf(FINANCIAL_MODEL_INPUT_SCHEMA), description: "FinancialModelInput from the idea's stated facts and the reference figures the plan and deck use" })
  defaults(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<FinancialModelInput> {
    return this.model.defaults(id, caller);
  }

  @Post('financial-model')
  @DocumentRoute.generate(KIND)
  async generate(
    @Param('id', IdeaIdPipe) id: number,
    @Body() request: FinancialModelRequestDto,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FinancialModel> {
    const model = await this.model.compute(id, caller, request);
    reply.header(GENERATION_PROVIDER_HEADER, 'builtin');
    return model;
  }

  @Get('financial-model')
  @DocumentRoute.read(KIND)
  read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
    return this.documents.read(KIND, id, caller);
  }

  @Get('financial-model/job')
  @DocumentRoute.latestJob()
  latestJob(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<LatestGenerationJob> {
    return this.documents.latestJob(KIND, id, caller);
  }

  @Put('financial-model/parts/:partId')
  @DocumentRoute.savePart(KIND)
  savePart(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Body() edit: NoPartEditDto, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.savePart(KIND, id, partId, edit, caller);
  }

  @Post('financial-model/parts/:partId/regenerate')
  @DocumentRoute.regeneratePart(KIND)
  async regeneratePart(
    @Param('id', IdeaIdPipe) id: number,
    @Param('partId', PartIdPipe) partId: FinancialModelPartId,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PartAnswer> {
    const part = await this.model.recomputePart(id, partId, caller);
    reply.header(GENERATION_PROVIDER_HEADER, 'builtin');
    return part;
  }

  @Get('financial-model/parts/:partId/versions')
  @DocumentRoute.versions(KIND)
  versions(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Query() query: ListVersionsQuery, @Caller() caller: IdeaCaller): Promise<DocumentVersionList> {
    return this.documents.versions(KIND, id, partId, caller, query);
  }

  @Post('financial-model/parts/:partId/versions/:versionId/restore')
  @DocumentRoute.restore(KIND)
  restore(@Param('id', IdeaIdPipe) id: number, @Param('partId', PartIdPipe) partId: string, @Param('versionId', VersionIdPipe) versionId: number, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.restore(KIND, id, partId, versionId, caller);
  }

  @Get('financial-model.csv')
  @DocumentRoute.export(KIND, CSV)
  exportCsv(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, CSV, id, caller);
  }

  @Get('financial-model.xlsx')
  @DocumentRoute.export(KIND, XLSX)
  exportXlsx(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, XLSX, id, caller);
  }

  @Get('financial-model.pdf')
  @DocumentRoute.export(KIND, PDF)
  exportPdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(KIND, PDF, id, caller);
  }
}
