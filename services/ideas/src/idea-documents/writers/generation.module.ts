import { Module } from '@nestjs/common';
import { IdeasEnvironment } from '../../ideas-environment';
import { GenerationService, LLM_WRITER } from './generation.service';
import { LlmWriter } from './llm-writer';

@Module({
  providers: [
    GenerationService,
    { provide: LLM_WRITER, inject: [IdeasEnvironment], useFactory: (environment: IdeasEnvironment) => (environment.llm ? new LlmWriter(environment.llm) : null) },
  ],
  exports: [GenerationService],
})
export class GenerationModule {}
