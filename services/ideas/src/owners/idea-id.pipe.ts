import { RowIdPipe } from '@founder/server-kit';
import { IDEA_NOT_FOUND } from './idea-not-found';

/** An idea id from the path; anything that cannot be an id is an idea that is not found. */
export const IdeaIdPipe = new RowIdPipe(IDEA_NOT_FOUND);
