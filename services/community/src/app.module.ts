import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { CommunityEnvironment } from './community-environment';
import { communityDatabase } from './community-database';

@Module({
  imports: [ServiceCoreModule.forService({ name: 'community', environment: CommunityEnvironment, database: communityDatabase })],
})
export class AppModule {}
