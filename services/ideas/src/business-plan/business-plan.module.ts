import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { BusinessPlanController } from './business-plan.controller';

/** The business plan's routes; the engine (IdeaDocumentsModule) serves them. */
@Module({
  imports: [IdeasModule],
  controllers: [BusinessPlanController],
})
export class BusinessPlanModule {}
