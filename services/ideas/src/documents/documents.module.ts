import { Module, type DynamicModule } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module';
import { IdeasModule } from '../ideas/ideas.module';
import { documentController } from './document-controller';
import type { AnyDocumentKind } from './document-kind';
import { IdeaDocumentsService } from './idea-documents.service';

/** The kinds this app serves (for shares: which kinds a link may show). */
export const REGISTERED_KINDS = Symbol('REGISTERED_KINDS');

/** The document kinds of the app: one controller per kind, built by documentController, and the one service. */
@Module({})
export class DocumentsModule {
  static forKinds(kinds: readonly AnyDocumentKind[]): DynamicModule {
    return {
      module: DocumentsModule,
      global: true,
      imports: [IdeasModule, GenerationModule],
      controllers: kinds.map(documentController),
      providers: [IdeaDocumentsService, { provide: REGISTERED_KINDS, useValue: kinds }],
      exports: [IdeaDocumentsService, REGISTERED_KINDS],
    };
  }
}
