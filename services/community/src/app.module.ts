import { Module } from '@nestjs/common';
import { NotifierModule, ServiceCoreModule } from '@founder/server-kit';
import { AccountDataModule } from './account-data/account-data.module';
import { CommunityEnvironment } from './community-environment';
import { communityDatabase } from './community-database';
import { ConnectionsModule } from './connections/connections.module';
import { EventsModule } from './events/events.module';
import { HubModule } from './hub/hub.module';
import { NetworkingModule } from './networking/networking.module';
import { RegistrationsModule } from './registrations/registrations.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'community', environment: CommunityEnvironment, database: communityDatabase }),
    NotifierModule.forService('community_notify'),
    // Registrations before events: GET /api/events/registrations is theirs, not an event id.
    RegistrationsModule,
    EventsModule,
    NetworkingModule,
    ConnectionsModule,
    HubModule,
    AccountDataModule,
  ],
})
export class AppModule {}
