import { CommentEntity } from './comment.entity';
import { CreateComments1799200000300 } from './migrations/1799200000300-create-comments';

/** The comments table, for ideas-database.ts. */
export const commentsTables = { entities: [CommentEntity], migrations: [CreateComments1799200000300] };
