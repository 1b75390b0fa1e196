import { Module } from '@nestjs/common';
import { NotifierModule, ServiceCoreModule } from '@founder/server-kit';
import { AccountDataModule } from './account-data/account-data.module';
import { CommentsModule } from './comments/comments.module';
import { ActivityModule } from './activity/activity.module';
import { CompaniesModule } from './companies/companies.module';
import { DataRoomModule } from './data-room/data-room.module';
import { DocumentKindsModule } from './document-kinds/document-kinds.module';
import { QUEUE_SCHEMA } from './idea-documents/jobs/generation-queue';
import { IdeasEnvironment } from './ideas-environment';
import { ideasDatabase } from './ideas-database';
import { IdeasRateLimitModule } from './ideas-rate-limits';
import { InstanceRoleModule } from './instance-role/instance-role.module';
import { IdeasModule } from './ideas/ideas.module';
import { InvestorsModule } from './investors/investors.module';
import { LastSelectedIdeaModule } from './last-selected-idea/last-selected-idea.module';
import { SharesModule } from './shares/shares.module';
import { SitesModule } from './sites/sites.module';
import { MvpModule } from './mvp/mvp.module';
import { MembersModule } from './members/members.module';
import { StartupProfileModule } from './startup-profile/startup-profile.module';
import { StorageMetricsModule } from './storage-metrics/storage-metrics.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase, jobQueueSchemas: [QUEUE_SCHEMA] }),
    InstanceRoleModule,
    NotifierModule.forService('ideas_notify'),
    IdeasRateLimitModule,
    ActivityModule,
    IdeasModule,
    LastSelectedIdeaModule,
    DocumentKindsModule,
    SharesModule,
    CompaniesModule,
    MembersModule,
    StartupProfileModule,
    InvestorsModule,
    DataRoomModule,
    AccountDataModule,
    SitesModule,
    MvpModule,
    StorageMetricsModule,
    CommentsModule,
  ],
})
export class AppModule {}
