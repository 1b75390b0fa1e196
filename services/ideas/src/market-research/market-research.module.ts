import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { MarketResearchController } from './market-research.controller';

/** The market research's routes; the engine (IdeaDocumentsModule) serves them. */
@Module({
  imports: [IdeasModule],
  controllers: [MarketResearchController],
})
export class MarketResearchModule {}
