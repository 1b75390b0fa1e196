import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module';
import { IdeasModule } from '../ideas/ideas.module';
import { PitchDeckController } from './pitch-deck.controller';
import { PitchDeckService } from './pitch-deck.service';

@Module({
  imports: [IdeasModule, GenerationModule],
  controllers: [PitchDeckController],
  providers: [PitchDeckService],
})
export class PitchDeckModule {}
