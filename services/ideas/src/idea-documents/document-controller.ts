import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Res, UseGuards, type StreamableFile, type Type } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConflictResponse, ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { GENERATION_PROVIDER_HEADER, RESPOND_ASYNC, type DocumentVersionList, type GenerationJob, type IdeaDocument, type LatestGenerationJob } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { fileContent, RowIdPipe } from '@founder/server-kit';
import { Caller } from '../owners/caller.decorator';
import { DEMO_IS_READ_ONLY, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { GenerationJobs, OTHER_GENERATION_RUNNING } from './jobs/generation-jobs.service';
import { GENERATION_JOB_SCHEMA, LATEST_JOB_SCHEMA, VERSION_LIST_SCHEMA } from './jobs/job-schemas';
import { partIdsOf, type AnyDocumentKind, type DocumentExport } from './document-kind';
import { documentContentSchema, ideaDocumentSchema, partAnswerSchema } from './document-schemas';
import { ListVersionsQuery } from './dto/list-versions.query';
import { IdeaDocumentsService, VERSION_NOT_FOUND, type PartAnswer } from './idea-documents.service';
import { PartIdPipe } from './part-id.pipe';

const PARAM_TYPES = 'design:paramtypes';

/** The caller asked for 202 with the job rather than waiting (`Prefer: respond-async`). */
function respondsAsync(reply: FastifyReply): boolean {
  return String(reply.request.headers[RESPOND_ASYNC.header] ?? '').includes(RESPOND_ASYNC.value);
}

/**
 * The one controller shape of every document kind, built from its definition:
 *   POST {kind}                                   generate every part (x-generation-provider header);
 *                                                 202 with the job when `Prefer: respond-async` or past the wait limit
 *   GET  {kind}                                   read it (IdeaDocument)
 *   GET  {kind}/job                               its latest generation job (LatestGenerationJob)
 *   PUT  {kind}/{segment}/:{param}                save one part (the kind's edit DTO)
 *   POST {kind}/{segment}/:{param}/regenerate     write one part again
 *   GET  {kind}/{segment}/:{param}/versions       its kept versions, newest first
 *   POST {kind}/{segment}/:{param}/versions/:versionId/restore   a version becomes the part again
 *   GET  {kind}.{extension}                       one route per export
 * all under /api/startup-ideas/:id, each answered by IdeaDocumentsService.
 */
export function documentController(kind: AnyDocumentKind): Type<unknown> {
  const part = `${kind.kind}/${kind.parts.segment}/:${kind.parts.param}`;
  const partIds = new PartIdPipe(partIdsOf(kind), kind.parts.notFound);
  // Declared so the OpenAPI document (and the fuzz test that walks it) knows the part's ids.
  const partParam = ApiParam({ name: kind.parts.param, enum: [...partIdsOf(kind)] });
  const versionIds = new RowIdPipe(VERSION_NOT_FOUND);

  @ApiTags(kind.openApi.tag)
  @ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
  @Controller('api/startup-ideas/:id')
  @UseGuards(IdeaCallerGuard)
  class DocumentController {
    constructor(
      @Inject(IdeaDocumentsService) readonly documents: IdeaDocumentsService,
      @Inject(GenerationJobs) readonly jobs: GenerationJobs,
    ) {}

    @Post(kind.kind)
    @HttpCode(200)
    @ApiHeader({ name: RESPOND_ASYNC.header, required: false, description: `'${RESPOND_ASYNC.value}': answer 202 with the job at once` })
    @ApiOkResponse({ description: kind.openApi.generated, schema: documentContentSchema(kind) })
    @ApiAcceptedResponse({ description: 'The generation job, still running (asked for, or past GENERATION_WAIT_LIMIT_MS)', schema: GENERATION_JOB_SCHEMA })
    @ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
    async generate(
      @Param('id', IdeaIdPipe) id: number,
      @Caller() caller: IdeaCaller,
      @Res({ passthrough: true }) reply: FastifyReply,
      input?: object,
    ): Promise<Record<string, unknown> | GenerationJob> {
      const answer = await this.documents.generate(kind, id, caller, input, respondsAsync(reply));
      if ('job' in answer) {
        reply.status(202);
        return answer.job;
      }
      reply.header(GENERATION_PROVIDER_HEADER, answer.generated.provider);
      return answer.generated.parts;
    }

    @Get(`${kind.kind}/job`)
    @ApiOkResponse({ description: 'The latest generation of this document, running or not; job is null before any', schema: LATEST_JOB_SCHEMA })
    async latestJob(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<LatestGenerationJob> {
      return { job: await this.jobs.latest(kind, id, caller) };
    }

    @Get(kind.kind)
    @ApiOkResponse({ description: 'Content and status are null before generation', schema: ideaDocumentSchema(kind) })
    read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
      return this.documents.read(kind, id, caller);
    }

    @Put(part)
    @partParam
    @ApiOkResponse({ description: kind.openApi.saved, schema: partAnswerSchema(kind) })
    @ApiConflictResponse({ description: kind.notGenerated })
    savePart(@Param('id', IdeaIdPipe) id: number, @Param(kind.parts.param, partIds) partId: string, @Body() edit: object, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
      return this.documents.savePart(kind, id, partId, edit, caller);
    }

    @Post(`${part}/regenerate`)
    @partParam
    @HttpCode(200)
    @ApiHeader({ name: RESPOND_ASYNC.header, required: false, description: `'${RESPOND_ASYNC.value}': answer 202 with the job at once` })
    @ApiOkResponse({ description: kind.openApi.regenerated, schema: partAnswerSchema(kind) })
    @ApiAcceptedResponse({ description: 'The generation job of the part, still running (asked for, or past GENERATION_WAIT_LIMIT_MS)', schema: GENERATION_JOB_SCHEMA })
    @ApiConflictResponse({ description: `${kind.notGenerated} / ${OTHER_GENERATION_RUNNING}` })
    async regeneratePart(
      @Param('id', IdeaIdPipe) id: number,
      @Param(kind.parts.param, partIds) partId: string,
      @Caller() caller: IdeaCaller,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<PartAnswer | GenerationJob> {
      const answer = await this.documents.regeneratePart(kind, id, partId, caller, respondsAsync(reply));
      if ('job' in answer) {
        reply.status(202);
        return answer.job;
      }
      reply.header(GENERATION_PROVIDER_HEADER, answer.provider);
      return answer.part;
    }

    @Get(`${part}/versions`)
    @partParam
    @ApiOkResponse({ description: 'Kept versions of the part, newest first (the first is the current content)', schema: VERSION_LIST_SCHEMA })
    versions(@Param('id', IdeaIdPipe) id: number, @Param(kind.parts.param, partIds) partId: string, @Query() query: ListVersionsQuery, @Caller() caller: IdeaCaller): Promise<DocumentVersionList> {
      return this.documents.versions(kind, id, partId, caller, query.limit);
    }

    @Post(`${part}/versions/:versionId/restore`)
    @partParam
    @HttpCode(200)
    @ApiOkResponse({ description: "The part with the version's content, status edited (kept as a new version)", schema: partAnswerSchema(kind) })
    @ApiNotFoundResponse({ description: VERSION_NOT_FOUND })
    @ApiConflictResponse({ description: kind.notGenerated })
    restore(
      @Param('id', IdeaIdPipe) id: number,
      @Param(kind.parts.param, partIds) partId: string,
      @Param('versionId', versionIds) versionId: number,
      @Caller() caller: IdeaCaller,
    ): Promise<PartAnswer> {
      return this.documents.restore(kind, id, partId, versionId, caller);
    }
  }

  const prototype = DocumentController.prototype;
  // The global ValidationPipe validates a body against its parameter's type: the kind's DTOs.
  Reflect.defineMetadata(PARAM_TYPES, [Number, String, kind.edit.body, Object], prototype, 'savePart');
  if (kind.generateBody) {
    Body()(prototype, 'generate', 3);
    ApiBody({ type: kind.generateBody })(prototype, 'generate', Object.getOwnPropertyDescriptor(prototype, 'generate')!);
    Reflect.defineMetadata(PARAM_TYPES, [Number, Object, Object, kind.generateBody], prototype, 'generate');
  }
  for (const format of kind.exports) addExportRoute(DocumentController, kind, format);
  Object.defineProperty(DocumentController, 'name', { value: `DocumentController(${kind.kind})` });
  return DocumentController;
}

/** GET {kind}.{extension}: a method per export, decorated as the class above would be. */
function addExportRoute(
  controller: Type<{ documents: IdeaDocumentsService }>,
  kind: AnyDocumentKind,
  format: DocumentExport<Record<string, unknown>>,
): void {
  const name = `export_${format.extension}`;
  const prototype = controller.prototype as Record<string, unknown>;
  Object.defineProperty(prototype, name, {
    value: function (this: { documents: IdeaDocumentsService }, id: number, caller: IdeaCaller): Promise<StreamableFile> {
      return this.documents.export(kind, format, id, caller);
    },
    writable: true,
    configurable: true,
  });
  Param('id', IdeaIdPipe)(prototype, name, 0);
  Caller()(prototype, name, 1);
  Reflect.defineMetadata(PARAM_TYPES, [Number, Object], prototype, name);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
  for (const decorate of [Get(`${kind.kind}.${format.extension}`), ApiParam({ name: 'id', type: Number }), ApiOkResponse({ description: format.description, content: fileContent(format.contentType) }), ApiConflictResponse({ description: kind.notGenerated })]) {
    decorate(prototype, name, descriptor);
  }
}
