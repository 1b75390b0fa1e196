import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InternalSessionsController } from './internal-sessions.controller';
import { Session } from './session.entity';
import { SessionCookies } from './session-cookies';
import { SessionsService } from './sessions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session])],
  controllers: [InternalSessionsController],
  providers: [SessionsService, SessionCookies],
  exports: [SessionsService, SessionCookies],
})
export class SessionsModule {}
