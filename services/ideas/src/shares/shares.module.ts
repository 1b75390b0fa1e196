import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdeasModule } from '../ideas/ideas.module';
import { IdeaShareEntity } from './idea-share.entity';
import { IdeaSharesController } from './idea-shares.controller';
import { SharedIdeasController } from './shared-ideas.controller';
import { SharesService } from './shares.service';

/** Share links; the document kinds and their service come from the (global) IdeaDocumentsModule. */
@Module({
  imports: [TypeOrmModule.forFeature([IdeaShareEntity]), IdeasModule],
  controllers: [IdeaSharesController, SharedIdeasController],
  providers: [SharesService],
})
export class SharesModule {}
