import { InvestorRelationEntity } from './investor-relation.entity';
import { InvestorScoreEntity } from './investor-score.entity';
import { InvestorEntity } from './investor.entity';
import { CreateInvestors1796700000000 } from './migrations/1796700000000-create-investors';
import { SeedSampleInvestors1796700000001 } from './migrations/1796700000001-seed-sample-investors';
import { CompanyInvestorPipeline1799300000110 } from './migrations/1799300000110-company-investor-pipeline';
import { ScoreInvestorsPerCompany1799300000460 } from './migrations/1799300000460-score-investors-per-company';
import { RescoreWhenTeamChanges1799300000910 } from './migrations/1799300000910-rescore-when-team-changes';

/** The tables of the investors feature, for ideas-database.ts. */
export const investorsTables = {
  entities: [InvestorEntity, InvestorRelationEntity, InvestorScoreEntity],
  migrations: [CreateInvestors1796700000000, SeedSampleInvestors1796700000001, CompanyInvestorPipeline1799300000110, ScoreInvestorsPerCompany1799300000460, RescoreWhenTeamChanges1799300000910],
};
