import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { ConnectedUsers } from './connected-users';
import { AccessModule } from '../access/access.module';
import { ConnectionEntity } from './connection.entity';
import { ConnectionsController } from './connections.controller';
import { ConnectionsService } from './connections.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity]), UsersModule, AccessModule],
  controllers: [ConnectionsController],
  providers: [ConnectionsService, ConnectedUsers],
  exports: [ConnectedUsers],
})
export class ConnectionsModule {}
