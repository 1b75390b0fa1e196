import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { CompaniesModule } from './companies/companies.module';
import { DataRoomModule } from './data-room/data-room.module';
import { DOCUMENT_KINDS } from './document-kinds/document-kinds';
import { IdeaDocumentsModule } from './idea-documents/idea-documents.module';
import { BusinessPlanModule } from './business-plan/business-plan.module';
import { FinancialModelModule } from './financial-model/financial-model.module';
import { MarketResearchModule } from './market-research/market-research.module';
import { PitchDeckModule } from './pitch-deck/pitch-deck.module';
import { IdeasEnvironment } from './ideas-environment';
import { ideasDatabase } from './ideas-database';
import { IdeasRateLimitModule } from './ideas-rate-limits';
import { IdeasModule } from './ideas/ideas.module';
import { InvestorsModule } from './investors/investors.module';
import { SharesModule } from './shares/shares.module';
import { SitesModule } from './sites/sites.module';
import { MvpModule } from './mvp/mvp.module';
import { StartupProfileModule } from './startup-profile/startup-profile.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase }),
    IdeasRateLimitModule,
    IdeasModule,
    IdeaDocumentsModule.forKinds(DOCUMENT_KINDS),
    BusinessPlanModule,
    PitchDeckModule,
    FinancialModelModule,
    MarketResearchModule,
    SharesModule,
    CompaniesModule,
    StartupProfileModule,
    InvestorsModule,
    DataRoomModule,
    SitesModule,
    MvpModule,
  ],
})
export class AppModule {}
