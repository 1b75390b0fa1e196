import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataRoomModule } from '../data-room/data-room.module';
import { IdeasModule } from '../ideas/ideas.module';
import { UploadsModule } from '../uploads/uploads.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyEntity } from './company.entity';

/** /api/companies: the founder's companies, their workspace progress and the work the AI tools wrote. */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity]), IdeasModule, UploadsModule, DataRoomModule],
  controllers: [CompaniesController],
  providers: [CompaniesService],
})
export class CompaniesModule {}
