import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { UsersModule } from '../users/users.module';
import { NetworkingController } from './networking.controller';
import { NetworkingProfileEntity } from './networking-profile.entity';
import { NetworkingService } from './networking.service';

/** Networking profiles (who sees an email depends on connections). */
@Module({
  imports: [TypeOrmModule.forFeature([NetworkingProfileEntity]), UsersModule, ConnectionsModule],
  controllers: [NetworkingController],
  providers: [NetworkingService],
})
export class NetworkingModule {}
