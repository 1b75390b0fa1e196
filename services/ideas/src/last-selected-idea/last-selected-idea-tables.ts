import { LastSelectedIdeaEntity } from './last-selected-idea.entity';
import { CreateLastSelectedIdeas1798000000930 } from './migrations/1798000000930-create-last-selected-ideas';

/** The table of the last selected idea, for ideas-database.ts. */
export const lastSelectedIdeaTables = { entities: [LastSelectedIdeaEntity], migrations: [CreateLastSelectedIdeas1798000000930] };
