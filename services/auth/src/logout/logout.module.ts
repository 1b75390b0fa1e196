import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { LogoutController } from './logout.controller';

@Module({
  imports: [SessionsModule],
  controllers: [LogoutController],
})
export class LogoutModule {}
