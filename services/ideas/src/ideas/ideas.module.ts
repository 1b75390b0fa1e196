import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowserIdeasClaim } from '../owners/browser-ideas-claim';
import { AccessModule } from '../access/access.module';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeasController } from './ideas.controller';
import { IdeasService } from './ideas.service';
import { StartupIdeaEntity } from './startup-idea.entity';

/** Ideas and who may see them; the plan, deck and share features build on what it exports. */
@Module({
  imports: [TypeOrmModule.forFeature([StartupIdeaEntity]), AccessModule],
  controllers: [IdeasController],
  providers: [IdeasService, BrowserIdeasClaim, IdeaCallerGuard],
  exports: [TypeOrmModule, BrowserIdeasClaim, IdeaCallerGuard],
})
export class IdeasModule {}
