import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { FinancialModelController } from './financial-model.controller';

/** The financial model's routes; the engine (IdeaDocumentsModule) serves them. */
@Module({
  imports: [IdeasModule],
  controllers: [FinancialModelController],
})
export class FinancialModelModule {}
