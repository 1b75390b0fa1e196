import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectedUsers } from '../connections/connected-users';
import { ConnectionAccess } from '../connections/connection-access';
import { ConnectionEntity } from '../connections/connection.entity';
import { ConnectionsController } from '../connections/connections.controller';
import { ConnectionsService } from '../connections/connections.service';
import { EventEntity } from '../events/event.entity';
import { HubController } from '../hub/hub.controller';
import { HubService } from '../hub/hub.service';
import { UsersModule } from '../users/users.module';
import { NetworkingController } from './networking.controller';
import { NetworkingProfileEntity } from './networking-profile.entity';
import { NetworkingService } from './networking.service';

/** Networking profiles, connections between founders, and the hub's figures. */
@Module({
  imports: [TypeOrmModule.forFeature([NetworkingProfileEntity, ConnectionEntity, EventEntity]), UsersModule],
  controllers: [NetworkingController, ConnectionsController, HubController],
  providers: [NetworkingService, ConnectionsService, ConnectionAccess, ConnectedUsers, HubService],
})
export class NetworkingModule {}
