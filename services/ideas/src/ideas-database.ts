import { RateLimitCounter, type ServiceDatabase } from '@founder/server-kit';
import { commentsTables } from './comments/comments-tables';
import { activityTables } from './activity/activity-tables';
import { companiesTables } from './companies/companies-tables';
import { dataRoomTables } from './data-room/data-room-tables';
import { investorsTables } from './investors/investors-tables';
import { lastSelectedIdeaTables } from './last-selected-idea/last-selected-idea-tables';
import { StartupIdeaEntity } from './ideas/startup-idea.entity';
import { InitIdeasSchema1795333964809 } from './migrations/1795333964809-init-ideas-schema';
import { CreateStartupIdeas1795400000000 } from './migrations/1795400000000-create-startup-ideas';
import { CreateIdeaDocuments1796100000000 } from './migrations/1796100000000-create-idea-documents';
import { AddModelAndResearchKinds1796200000000 } from './migrations/1796200000000-add-model-and-research-kinds';
import { IdeaDocumentEntity } from './idea-documents/idea-document.entity';
import { CreateStartupProfiles1796300000000 } from './migrations/1796300000000-create-startup-profiles';
import { CountShareViews1797000000000 } from './migrations/1797000000000-count-share-views';
import { CreateGenerationJobs1797400000000 } from './migrations/1797400000000-create-generation-jobs';
import { AddIdeaListIndexes1797300000000 } from './migrations/1797300000000-add-idea-list-indexes';
import { AddRateLimitCounters1797300000001 } from './migrations/1797300000001-add-rate-limit-counters';
import { CurrentVersionOnDocument1797700000000 } from './migrations/1797700000000-current-version-on-document';
import { GenerationJobsOnPgBoss1797800000000 } from './migrations/1797800000000-generation-jobs-on-pg-boss';
import { IdeaLocaleAndCompanyName1797900000000 } from './migrations/1797900000000-idea-locale-and-company-name';
import { VersionFallbackReason1798000000400 } from './migrations/1798000000400-version-fallback-reason';
import { ShareVisitorsPerDay1798000000700 } from './migrations/1798000000700-share-visitors-per-day';
import { ShareLinkLabelAndSealedToken1798100000300 } from './migrations/1798100000300-share-link-label-and-sealed-token';
import { ShareViewNotices1799100000200 } from './migrations/1799100000200-share-view-notices';
import { IdeaShareEntity } from './shares/idea-share.entity';
import { sitesTables } from './sites/sites-tables';
import { mvpTables } from './mvp/mvp-tables';
import { membersTables } from './members/members-tables';
import { StartupProfileEntity } from './startup-profile/startup-profile.entity';

export const ideasDatabase: ServiceDatabase = {
  schema: 'ideas',
  entities: [StartupIdeaEntity, IdeaDocumentEntity, IdeaShareEntity, StartupProfileEntity, ...companiesTables.entities, ...dataRoomTables.entities, ...investorsTables.entities, ...sitesTables.entities, ...mvpTables.entities, ...lastSelectedIdeaTables.entities, ...membersTables.entities, ...commentsTables.entities, ...activityTables.entities, RateLimitCounter],
  migrations: [
    InitIdeasSchema1795333964809,
    CreateStartupIdeas1795400000000,
    CreateIdeaDocuments1796100000000,
    AddModelAndResearchKinds1796200000000,
    CreateStartupProfiles1796300000000,
    ...companiesTables.migrations,
    ...investorsTables.migrations,
    ...dataRoomTables.migrations,
    CountShareViews1797000000000,
    ...sitesTables.migrations,
    ...mvpTables.migrations,
    CreateGenerationJobs1797400000000,
    AddIdeaListIndexes1797300000000,
    AddRateLimitCounters1797300000001,
    CurrentVersionOnDocument1797700000000,
    GenerationJobsOnPgBoss1797800000000,
    IdeaLocaleAndCompanyName1797900000000,
    VersionFallbackReason1798000000400,
    ShareVisitorsPerDay1798000000700,
    ...lastSelectedIdeaTables.migrations,
    ShareLinkLabelAndSealedToken1798100000300,
    ShareViewNotices1799100000200,
    ...membersTables.migrations,
    ...commentsTables.migrations,
    ...activityTables.migrations,
  ],
};
