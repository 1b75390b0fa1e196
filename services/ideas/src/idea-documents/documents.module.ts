import { Module, type DynamicModule } from '@nestjs/common';
import { GenerationModule } from './writers/generation.module';
import { IdeasModule } from '../ideas/ideas.module';
import { documentController } from './document-controller';
import type { AnyDocumentKind } from './document-kind';
import { IdeaDocumentsService } from './idea-documents.service';
import { GenerationJobs, JOB_KINDS } from './jobs/generation-jobs.service';
import { JobEventStreams } from './jobs/job-event-streams';
import { JobsController } from './jobs/jobs.controller';

/** The kinds this app serves (for shares: which kinds a link may show). */
export const REGISTERED_KINDS = Symbol('REGISTERED_KINDS');

/** The document kinds of the app: one controller per kind, built by documentController, the one service, and their generation jobs. */
@Module({})
export class DocumentsModule {
  static forKinds(kinds: readonly AnyDocumentKind[]): DynamicModule {
    return {
      module: DocumentsModule,
      global: true,
      imports: [IdeasModule, GenerationModule],
      controllers: [...kinds.map(documentController), JobsController],
      providers: [IdeaDocumentsService, GenerationJobs, JobEventStreams, { provide: REGISTERED_KINDS, useValue: kinds }, { provide: JOB_KINDS, useValue: kinds }],
      exports: [IdeaDocumentsService, REGISTERED_KINDS],
    };
  }
}
