import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module';
import { IdeasModule } from '../ideas/ideas.module';
import { BusinessPlanController } from './business-plan.controller';
import { BusinessPlanService } from './business-plan.service';

@Module({
  imports: [IdeasModule, GenerationModule],
  controllers: [BusinessPlanController],
  providers: [BusinessPlanService],
})
export class BusinessPlanModule {}
