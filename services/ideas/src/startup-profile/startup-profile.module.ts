import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StartupProfileController } from './startup-profile.controller';
import { StartupProfileEntity } from './startup-profile.entity';
import { StartupProfileService } from './startup-profile.service';

/** GET, POST and PATCH /api/startup-profile: one profile per signed-in founder. */
@Module({
  imports: [TypeOrmModule.forFeature([StartupProfileEntity])],
  controllers: [StartupProfileController],
  providers: [StartupProfileService],
})
export class StartupProfileModule {}
