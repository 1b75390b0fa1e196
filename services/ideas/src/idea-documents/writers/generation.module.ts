import { Module } from '@nestjs/common';
import { IdeasEnvironment } from '../../ideas-environment';
import { BuiltinComposer } from './builtin-composer';
import { GenerationService, LLM_WRITER } from './generation.service';
import { LlmWriter } from './llm-writer';

@Module({
  providers: [
    BuiltinComposer,
    GenerationService,
    { provide: LLM_WRITER, inject: [IdeasEnvironment], useFactory: (environment: IdeasEnvironment) => (environment.llm ? new LlmWriter(environment.llm) : null) },
  ],
  exports: [GenerationService, BuiltinComposer],
})
export class GenerationModule {}
