import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { EventEntity } from '../events/event.entity';
import { NetworkingProfileEntity } from '../networking/networking-profile.entity';
import { HubController } from './hub.controller';
import { HubService } from './hub.service';

@Module({
  imports: [TypeOrmModule.forFeature([NetworkingProfileEntity, EventEntity]), ConnectionsModule],
  controllers: [HubController],
  providers: [HubService],
})
export class HubModule {}
