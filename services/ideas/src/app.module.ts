import { Module } from '@nestjs/common';
import { ClientRateLimitModule, ServiceCoreModule } from '@founder/server-kit';
import { CompaniesModule } from './companies/companies.module';
import { DataRoomModule } from './data-room/data-room.module';
import { DOCUMENT_KINDS } from './documents/document-kinds';
import { DocumentsModule } from './documents/documents.module';
import { FinancialModelModule } from './financial-model/financial-model.module';
import { IdeasEnvironment } from './ideas-environment';
import { ideasDatabase } from './ideas-database';
import { ideaCreationThrottlers } from './ideas/idea-creation-limit';
import { IdeasModule } from './ideas/ideas.module';
import { InvestorsModule } from './investors/investors.module';
import { SharesModule } from './shares/shares.module';
import { SitesModule } from './sites/sites.module';
import { MvpModule } from './mvp/mvp.module';
import { StartupProfileModule } from './startup-profile/startup-profile.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase }),
    ClientRateLimitModule.forSchema(ideasDatabase.schema, {
      inject: [IdeasEnvironment],
      limitOverride: (environment: IdeasEnvironment) => environment.IDEAS_IP_RATE_LIMIT,
      throttlers: ideaCreationThrottlers,
    }),
    IdeasModule,
    DocumentsModule.forKinds(DOCUMENT_KINDS),
    FinancialModelModule,
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
