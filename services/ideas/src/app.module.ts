import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { BusinessPlanModule } from './business-plan/business-plan.module';
import { IdeasEnvironment } from './ideas-environment';
import { ideasDatabase } from './ideas-database';
import { IdeasModule } from './ideas/ideas.module';
import { PitchDeckModule } from './pitch-deck/pitch-deck.module';
import { SharesModule } from './shares/shares.module';
import { StartupProfileModule } from './startup-profile/startup-profile.module';

@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase }),
    IdeasModule,
    BusinessPlanModule,
    PitchDeckModule,
    SharesModule,
    StartupProfileModule,
  ],
})
export class AppModule {}
