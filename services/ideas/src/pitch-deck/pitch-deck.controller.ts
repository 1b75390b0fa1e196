import { Body, Controller, Get, HttpCode, Param, Post, Put, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { GENERATION_PROVIDER_HEADER, PITCH_SLIDE_IDS, type PitchDeckContent, type PitchSlideId, type PitchSlideResult } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { attachment, PDF, PPTX } from '../exports/attachment';
import { pitchDeckPdf } from '../exports/pitch-deck-pdf';
import { pitchDeckPptx } from '../exports/pitch-deck-pptx';
import { Caller } from '../owners/caller.decorator';
import { DEMO_IS_READ_ONLY, IdeaAccess, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { SavePitchSlideDto } from './dto/save-pitch-slide.dto';
import { GENERATE_DECK_FIRST, PitchDeckService } from './pitch-deck.service';
import { PitchSlideIdPipe } from './pitch-slide-id.pipe';

@ApiTags('pitch deck')
@ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class PitchDeckController {
  constructor(
    private readonly decks: PitchDeckService,
    private readonly access: IdeaAccess,
  ) {}

  @Post('pitch-deck')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The deck keyed by slide id, each {content, notes}; header x-generation-provider' })
  @ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
  async generate(
    @Param('id', IdeaIdPipe) id: number,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PitchDeckContent> {
    const { parts, provider } = await this.decks.generate(await this.access.writable(id, caller));
    reply.header(GENERATION_PROVIDER_HEADER, provider);
    return parts;
  }

  @Put('pitch-deck/slides/:slideId')
  @ApiParam({ name: 'slideId', enum: PITCH_SLIDE_IDS })
  @ApiOkResponse({ description: "{id, content, notes, status: 'edited'}" })
  @ApiConflictResponse({ description: GENERATE_DECK_FIRST })
  async saveSlide(
    @Param('id', IdeaIdPipe) id: number,
    @Param('slideId', PitchSlideIdPipe) slideId: PitchSlideId,
    @Body() edit: SavePitchSlideDto,
    @Caller() caller: IdeaCaller,
  ): Promise<PitchSlideResult> {
    return this.decks.saveSlide(await this.access.writable(id, caller), slideId, edit.content, edit.notes);
  }

  @Post('pitch-deck/slides/:slideId/regenerate')
  @ApiParam({ name: 'slideId', enum: PITCH_SLIDE_IDS })
  @HttpCode(200)
  @ApiOkResponse({ description: "{id, content, notes, status: 'generated'}; header x-generation-provider" })
  @ApiConflictResponse({ description: GENERATE_DECK_FIRST })
  async regenerateSlide(
    @Param('id', IdeaIdPipe) id: number,
    @Param('slideId', PitchSlideIdPipe) slideId: PitchSlideId,
    @Caller() caller: IdeaCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PitchSlideResult> {
    const { slide, provider } = await this.decks.regenerateSlide(await this.access.writable(id, caller), slideId);
    reply.header(GENERATION_PROVIDER_HEADER, provider);
    return slide;
  }

  @Get('pitch-deck.pptx')
  @ApiOkResponse({ description: 'PPTX with speaker notes, attachment "<title-slug>-pitch-deck.pptx"' })
  @ApiConflictResponse({ description: GENERATE_DECK_FIRST })
  async pptx(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    const idea = await this.access.readable(id, caller);
    return attachment(await pitchDeckPptx(idea, this.decks.storedDeck(idea)), idea.ideaTitle, 'pitch-deck.pptx', PPTX);
  }

  @Get('pitch-deck.pdf')
  @ApiOkResponse({ description: 'application/pdf, attachment "<title-slug>-pitch-deck.pdf"' })
  @ApiConflictResponse({ description: GENERATE_DECK_FIRST })
  async pdf(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    const idea = await this.access.readable(id, caller);
    return attachment(await pitchDeckPdf(idea, this.decks.storedDeck(idea)), idea.ideaTitle, 'pitch-deck.pdf', PDF);
  }
}
