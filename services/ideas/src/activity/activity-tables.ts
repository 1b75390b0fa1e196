import { CompanyActivityEntity } from './company-activity.entity';
import { CreateCompanyActivity1799200000400 } from './migrations/1799200000400-create-company-activity';
import { TeamAndPipelineVerbs1799300000120 } from './migrations/1799300000120-team-and-pipeline-verbs';

/** The tables of the activity feed, for ideas-database.ts. */
export const activityTables = { entities: [CompanyActivityEntity], migrations: [CreateCompanyActivity1799200000400, TeamAndPipelineVerbs1799300000120] };
