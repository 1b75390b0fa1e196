import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { IdeasModule } from '../ideas/ideas.module';
import { InvestorRelationEntity } from './investor-relation.entity';
import { InvestorEntity } from './investor.entity';
import { InvestorsController } from './investors.controller';
import { InvestorScores } from './investor-scores';
import { InvestorsService } from './investors.service';

/** /api/investors: sample and founder-added investors, scored for the founder's company, and the founder's pipeline. */
@Module({
  imports: [TypeOrmModule.forFeature([InvestorEntity, InvestorRelationEntity, CompanyEntity]), IdeasModule],
  controllers: [InvestorsController],
  providers: [InvestorsService, InvestorScores],
})
export class InvestorsModule {}
