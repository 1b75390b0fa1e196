import { Module } from '@nestjs/common';
import { BusinessPlanModule } from '../business-plan/business-plan.module';
import { FinancialModelModule } from '../financial-model/financial-model.module';
import { IdeaDocumentsModule } from '../idea-documents/idea-documents.module';
import { GenerationModule } from '../idea-documents/writers/generation.module';
import { MarketResearchModule } from '../market-research/market-research.module';
import { PitchDeckModule } from '../pitch-deck/pitch-deck.module';
import { DemoIdeaSeeder } from './demo-idea.seeder';
import { DOCUMENT_KINDS } from './document-kinds';

/** Every document kind on the engine, each with its routes, and the demo idea written in all of them. */
@Module({
  imports: [IdeaDocumentsModule.forKinds(DOCUMENT_KINDS), GenerationModule, BusinessPlanModule, PitchDeckModule, FinancialModelModule, MarketResearchModule],
  providers: [DemoIdeaSeeder],
})
export class DocumentKindsModule {}
