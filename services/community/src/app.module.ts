import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { CommunityEnvironment } from './community-environment';
import { communityDatabase } from './community-database';
import { EventsModule } from './events/events.module';
import { NetworkingModule } from './networking/networking.module';

@Module({
  imports: [ServiceCoreModule.forService({ name: 'community', environment: CommunityEnvironment, database: communityDatabase }), EventsModule, NetworkingModule],
})
export class AppModule {}
