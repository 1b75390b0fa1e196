import { Module } from '@nestjs/common';
import { CurrentUserOfSession } from './current-user-of-session';
import { MeController } from './me.controller';

@Module({
  controllers: [MeController],
  providers: [CurrentUserOfSession],
})
export class MeModule {}
