import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { MeController } from './me.controller';

@Module({
  imports: [SessionsModule, UsersModule],
  controllers: [MeController],
})
export class MeModule {}
