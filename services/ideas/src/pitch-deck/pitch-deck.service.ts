import { ConflictException, Injectable } from '@nestjs/common';
import {
  PITCH_SLIDE_IDS,
  type GenerationProvider,
  type PitchDeckContent,
  type PitchSlideId,
  type PitchSlideResult,
} from '@founder/contracts';
import { DataSource } from 'typeorm';
import { PITCH_DECK_DOCUMENT } from '../domain/generated-documents';
import { GenerationService, type Generated } from '../generation/generation.service';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import type { StartupIdeaEntity } from '../ideas/startup-idea.entity';

export const GENERATE_DECK_FIRST = 'Generate the pitch deck first';

export function deckNotGenerated(): ConflictException {
  return new ConflictException(GENERATE_DECK_FIRST);
}

/** Writes, keeps and edits an idea's pitch deck. Callers have checked that the idea is the caller's to change. */
@Injectable()
export class PitchDeckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
  ) {}

  /** A whole new deck: every slide generated, stored over any earlier one (edits included). */
  async generate(idea: StartupIdeaEntity): Promise<Generated<PitchSlideId, PitchDeckContent[PitchSlideId]>> {
    const generated = await this.generation.generate(PITCH_DECK_DOCUMENT, ideaFactsOf(idea), PITCH_SLIDE_IDS);
    const statuses = Object.fromEntries(PITCH_SLIDE_IDS.map((id) => [id, 'generated']));
    await this.dataSource.query(`UPDATE "ideas"."startup_ideas" SET "pitch_deck" = $2, "pitch_deck_status" = $3 WHERE "id" = $1`, [
      idea.id,
      generated.parts,
      statuses,
    ]);
    return generated;
  }

  saveSlide(idea: StartupIdeaEntity, slideId: PitchSlideId, content: string, notes: string): Promise<PitchSlideResult> {
    return this.storeSlide(idea, slideId, content, notes, 'edited');
  }

  /** One slide written again, alone; the others and their edits stay as they are. */
  async regenerateSlide(idea: StartupIdeaEntity, slideId: PitchSlideId): Promise<{ slide: PitchSlideResult; provider: GenerationProvider }> {
    if (!idea.pitchDeck) throw deckNotGenerated();
    const { parts, provider } = await this.generation.generate(PITCH_DECK_DOCUMENT, ideaFactsOf(idea), [slideId]);
    const { content, notes } = parts[slideId];
    return { slide: await this.storeSlide(idea, slideId, content, notes, 'generated'), provider };
  }

  /** One slide and its status in one UPDATE (jsonb_set), so saves of different slides never overwrite each other. */
  private async storeSlide(
    idea: StartupIdeaEntity,
    slideId: PitchSlideId,
    content: string,
    notes: string,
    status: PitchSlideResult['status'],
  ): Promise<PitchSlideResult> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "ideas"."startup_ideas"
          SET "pitch_deck" = jsonb_set("pitch_deck", ARRAY[$2::text], jsonb_build_object('content', $3::text, 'notes', $4::text)),
              "pitch_deck_status" = jsonb_set(COALESCE("pitch_deck_status", '{}'::jsonb), ARRAY[$2::text], to_jsonb($5::text))
        WHERE "id" = $1 AND "pitch_deck" IS NOT NULL
        RETURNING "id"`,
      [idea.id, slideId, content, notes, status],
    )) as [unknown[], number];
    if (rows.length === 0) throw deckNotGenerated();
    return { id: slideId, content, notes, status };
  }

  /** The stored deck, or 409 when none was generated yet. */
  storedDeck(idea: StartupIdeaEntity): PitchDeckContent {
    if (!idea.pitchDeck) throw deckNotGenerated();
    return idea.pitchDeck;
  }
}
