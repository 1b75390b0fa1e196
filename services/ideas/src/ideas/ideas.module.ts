import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GenerationModule } from '../idea-documents/writers/generation.module';
import { BrowserIdeasClaim } from '../owners/browser-ideas-claim';
import { IdeaAccess } from '../owners/idea-access.service';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { DemoIdeaSeeder } from './demo-idea.seeder';
import { IdeasController } from './ideas.controller';
import { IdeasService } from './ideas.service';
import { StartupIdeaEntity } from './startup-idea.entity';

/** Ideas and who may see them; the plan, deck and share features build on what it exports. */
@Module({
  imports: [TypeOrmModule.forFeature([StartupIdeaEntity]), GenerationModule],
  controllers: [IdeasController],
  providers: [IdeasService, IdeaAccess, BrowserIdeasClaim, IdeaCallerGuard, DemoIdeaSeeder],
  exports: [TypeOrmModule, IdeaAccess, BrowserIdeasClaim, IdeaCallerGuard],
})
export class IdeasModule {}
