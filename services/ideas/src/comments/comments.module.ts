import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdeasModule } from '../ideas/ideas.module';
import { CommentEntity } from './comment.entity';
import { CommentsService } from './comments.service';
import { DocumentCommentsController } from './document-comments.controller';
import { IdeaCommentsController } from './idea-comments.controller';

/** Comments on an idea's parts and on data-room documents (issue 32 item 4); the caller guard comes from IdeasModule. */
@Module({
  imports: [TypeOrmModule.forFeature([CommentEntity]), IdeasModule],
  controllers: [IdeaCommentsController, DocumentCommentsController],
  providers: [CommentsService],
})
export class CommentsModule {}
