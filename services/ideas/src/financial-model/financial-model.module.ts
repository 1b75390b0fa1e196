import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { FinancialModelDefaultsController } from './financial-model-defaults.controller';

/** The financial model's defaults route; its document routes come from the one pattern (DOCUMENT_KINDS). */
@Module({
  imports: [IdeasModule],
  controllers: [FinancialModelDefaultsController],
})
export class FinancialModelModule {}
