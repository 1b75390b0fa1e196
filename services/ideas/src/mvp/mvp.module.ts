import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdeasModule } from '../ideas/ideas.module';
import { MvpProgressEntity } from './mvp-progress.entity';
import { MvpController } from './mvp.controller';
import { MvpService } from './mvp.service';

/** The MVP builder (/api/companies/{id}/mvp): Launch Checklist, Launch MVP, starter-project downloads. */
@Module({
  imports: [TypeOrmModule.forFeature([MvpProgressEntity]), IdeasModule],
  controllers: [MvpController],
  providers: [MvpService],
})
export class MvpModule {}
