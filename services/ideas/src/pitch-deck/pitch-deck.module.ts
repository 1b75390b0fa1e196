import { Module } from '@nestjs/common';
import { IdeasModule } from '../ideas/ideas.module';
import { PitchDeckController } from './pitch-deck.controller';

/** The pitch deck's routes; the engine (IdeaDocumentsModule) serves them. */
@Module({
  imports: [IdeasModule],
  controllers: [PitchDeckController],
})
export class PitchDeckModule {}
