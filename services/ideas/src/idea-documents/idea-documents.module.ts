import { Module, type DynamicModule } from '@nestjs/common';
import { GenerationModule } from './writers/generation.module';
import { IdeasModule } from '../ideas/ideas.module';
import type { AnyDocumentKind } from './document-kind';
import { IdeaDocumentsService } from './idea-documents.service';
import { REGISTERED_DOCUMENT_KINDS } from '../ideas/registered-document-kinds';
import { GenerationJobs } from './jobs/generation-jobs.service';
import { GenerationQueue } from './jobs/generation-queue';
import { JobChannel } from './jobs/job-channel';
import { JobEventStreams } from './jobs/job-event-streams';
import { JobsController } from './jobs/jobs.controller';

/**
 * The engine every document kind runs on: the one service, generation jobs and their routes. Each
 * kind's own module declares its controller (`<kind>/<kind>.controller.ts`), which calls the service.
 */
@Module({})
export class IdeaDocumentsModule {
  static forKinds(kinds: readonly AnyDocumentKind[]): DynamicModule {
    return {
      module: IdeaDocumentsModule,
      global: true,
      imports: [IdeasModule, GenerationModule],
      controllers: [JobsController],
      providers: [IdeaDocumentsService, GenerationJobs, GenerationQueue, JobChannel, JobEventStreams, { provide: REGISTERED_DOCUMENT_KINDS, useValue: kinds }],
      exports: [IdeaDocumentsService, REGISTERED_DOCUMENT_KINDS],
    };
  }
}
