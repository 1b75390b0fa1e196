import { Module } from '@nestjs/common';
import { HttpMetrics } from '@founder/server-kit';
import { IdeasEnvironment } from '../../ideas-environment';
import { GenerationService, LLM_WRITER } from './generation.service';
import { LlmCallSlots } from './llm-call-slots';
import { LlmMetrics } from './llm-metrics';
import { LlmWriter } from './llm-writer';

@Module({
  providers: [
    GenerationService,
    LlmCallSlots,
    {
      provide: LLM_WRITER,
      inject: [IdeasEnvironment, LlmCallSlots, HttpMetrics],
      useFactory: (environment: IdeasEnvironment, slots: LlmCallSlots, metrics: HttpMetrics) =>
        environment.llm ? new LlmWriter(environment.llm, slots, new LlmMetrics(metrics.registry)) : null,
    },
  ],
  exports: [GenerationService],
})
export class GenerationModule {}
