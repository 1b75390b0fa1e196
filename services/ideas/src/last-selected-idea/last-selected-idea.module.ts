import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LastSelectedIdeaController } from './last-selected-idea.controller';
import { LastSelectedIdeaEntity } from './last-selected-idea.entity';
import { LastSelectedIdeaService } from './last-selected-idea.service';

/** GET and PUT /api/ideas/last-selected: the idea tools open on the founder's last idea in any browser. */
@Module({
  imports: [TypeOrmModule.forFeature([LastSelectedIdeaEntity])],
  controllers: [LastSelectedIdeaController],
  providers: [LastSelectedIdeaService],
})
export class LastSelectedIdeaModule {}
