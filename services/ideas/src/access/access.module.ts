import { Global, Module } from '@nestjs/common';
import { Access } from './access.service';
import { IdeaViews } from './idea-views';

/** The access helper, for every module of the service (global: a feature cannot leave it out). */
@Global()
@Module({
  providers: [Access, IdeaViews],
  exports: [Access, IdeaViews],
})
export class AccessModule {}
