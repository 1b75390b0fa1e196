import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { FinancialModelController } from './financial-model.controller';
import { FinancialModelService } from './financial-model.service';

/** The financial model's routes: computed by its own service, read, versioned and exported by the engine (IdeaDocumentsModule). */
@Module({
  imports: [IdeasModule],
  controllers: [FinancialModelController],
  providers: [FinancialModelService],
})
export class FinancialModelModule {}
