import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConflictResponse, ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiParam } from '@nestjs/swagger';
import { GENERATION_PROVIDER_HEADER, RESPOND_ASYNC, type GenerationJob } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { fileContent } from '@founder/server-kit';
import { DEMO_IS_READ_ONLY } from '../access/messages';
import { partIdsOf, type AnyDocumentKind, type DocumentExport } from './document-kind';
import { documentContentSchema, ideaDocumentSchema, partAnswerSchema } from './document-schemas';
import { VERSION_NOT_FOUND, type GenerateAnswer, type PartAnswer, type RegenerateAnswer } from './idea-documents.service';
import { LimitedGeneration } from './generation-quota';
import { OTHER_GENERATION_RUNNING } from './jobs/generation-jobs.service';
import { GENERATION_JOB_SCHEMA, LATEST_JOB_SCHEMA, VERSION_LIST_SCHEMA } from './jobs/job-schemas';
import { PartIdPipe } from './part-id.pipe';

/** The caller asked for 202 with the job rather than waiting (`Prefer: respond-async`). */
export function respondsAsync(reply: FastifyReply): boolean {
  return String(reply.request.headers[RESPOND_ASYNC.header] ?? '').includes(RESPOND_ASYNC.value);
}

/** POST {kind}'s answer: 202 with the job, or the parts with the x-generation-provider header. */
export function generatedAnswer(reply: FastifyReply, answer: GenerateAnswer): Record<string, unknown> | GenerationJob {
  if ('job' in answer) {
    reply.status(202);
    return answer.job;
  }
  reply.header(GENERATION_PROVIDER_HEADER, answer.generated.provider);
  return answer.generated.parts;
}

/** POST .../regenerate's answer: 202 with the job, or the part with the x-generation-provider header. */
export function regeneratedAnswer(reply: FastifyReply, answer: RegenerateAnswer): PartAnswer | GenerationJob {
  if ('job' in answer) {
    reply.status(202);
    return answer.job;
  }
  reply.header(GENERATION_PROVIDER_HEADER, answer.provider);
  return answer.part;
}

/** The kind's download of an extension (a kind's controller declares one route per export). */
export function exportOf<Content>(kind: { kind: string; exports: ReadonlyArray<DocumentExport<Content>> }, extension: string): DocumentExport<Content> {
  const format = kind.exports.find((candidate) => candidate.extension === extension);
  if (!format) throw new Error(`The ${kind.kind} has no ${extension} export`);
  return format;
}

/** The part id of a kind's path: one of its parts, or 404 with the kind's message. */
export function partIdPipe(kind: AnyDocumentKind): PartIdPipe {
  return new PartIdPipe(partIdsOf(kind), kind.parts.notFound);
}

const ASYNC_HEADER = ApiHeader({ name: RESPOND_ASYNC.header, required: false, description: `'${RESPOND_ASYNC.value}': answer 202 with the job at once` });

/** What a route says of a job, and its hourly quota: nothing for a computed kind (the financial model), which always answers in the request. */
const writtenLater = (kind: AnyDocumentKind, ...decorators: Array<MethodDecorator & ClassDecorator>) => (kind.document.builtinOnly ? [] : decorators);

/** The part's path parameter, declared so the OpenAPI document (and the fuzz test that walks it) knows its ids. */
const partParam = (kind: AnyDocumentKind) => ApiParam({ name: kind.parts.param, enum: [...partIdsOf(kind)] });

/**
 * The OpenAPI description and status of each route every document kind has; a kind's controller
 * names its paths (`@Post('business-plan')`) and adds the one of the route from here.
 */
export const DocumentRoute = {
  generate: (kind: AnyDocumentKind) =>
    applyDecorators(
      HttpCode(200),
      ...writtenLater(kind, ASYNC_HEADER, ApiAcceptedResponse({ description: 'The generation job, still running (asked for, or past GENERATION_WAIT_LIMIT_MS)', schema: GENERATION_JOB_SCHEMA }), LimitedGeneration('documents')),
      ApiOkResponse({ description: kind.openApi.generated, schema: documentContentSchema(kind) }),
      ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY }),
      ...(kind.generateBody ? [ApiBody({ type: kind.generateBody })] : []),
    ),
  latestJob: () => ApiOkResponse({ description: 'The latest generation of this document, running or not; job is null before any', schema: LATEST_JOB_SCHEMA }),
  read: (kind: AnyDocumentKind) => ApiOkResponse({ description: 'Content and status are null before generation', schema: ideaDocumentSchema(kind) }),
  savePart: (kind: AnyDocumentKind) =>
    applyDecorators(partParam(kind), ApiOkResponse({ description: kind.openApi.saved, schema: partAnswerSchema(kind) }), ApiConflictResponse({ description: kind.notGenerated })),
  regeneratePart: (kind: AnyDocumentKind) =>
    applyDecorators(
      partParam(kind),
      HttpCode(200),
      ...writtenLater(kind, ASYNC_HEADER, ApiAcceptedResponse({ description: 'The generation job of the part, still running (asked for, or past GENERATION_WAIT_LIMIT_MS)', schema: GENERATION_JOB_SCHEMA }), LimitedGeneration('parts')),
      ApiOkResponse({ description: kind.openApi.regenerated, schema: partAnswerSchema(kind) }),
      ApiConflictResponse({ description: `${kind.notGenerated} / ${OTHER_GENERATION_RUNNING}` }),
    ),
  versions: (kind: AnyDocumentKind) =>
    applyDecorators(partParam(kind), ApiOkResponse({ description: 'Kept versions of the part, newest first (the first is the current content)', schema: VERSION_LIST_SCHEMA })),
  restore: (kind: AnyDocumentKind) =>
    applyDecorators(
      partParam(kind),
      HttpCode(200),
      ApiOkResponse({ description: "The part with the version's content, status edited (kept as a new version)", schema: partAnswerSchema(kind) }),
      ApiNotFoundResponse({ description: VERSION_NOT_FOUND }),
      ApiConflictResponse({ description: kind.notGenerated }),
    ),
  export: (kind: AnyDocumentKind, format: Pick<DocumentExport<unknown>, 'description' | 'contentType'>) =>
    applyDecorators(ApiOkResponse({ description: format.description, content: fileContent(format.contentType) }), ApiConflictResponse({ description: kind.notGenerated })),
};
