import { Module } from '@nestjs/common';
import { IdeasEnvironment } from '../../ideas-environment';
import { GenerationService, LLM_WRITER } from './generation.service';
import { LlmCallSlots } from './llm-call-slots';
import { LlmWriter } from './llm-writer';

@Module({
  providers: [
    GenerationService,
    LlmCallSlots,
    {
      provide: LLM_WRITER,
      inject: [IdeasEnvironment, LlmCallSlots],
      useFactory: (environment: IdeasEnvironment, slots: LlmCallSlots) => (environment.llm ? new LlmWriter(environment.llm, slots) : null),
    },
  ],
  exports: [GenerationService],
})
export class GenerationModule {}
