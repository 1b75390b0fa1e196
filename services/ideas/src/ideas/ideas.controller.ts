import { BadRequestException, Body, Controller, Get, Inject, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IDEA_SUMMARY_PAGE_SIZE, type IdeaSummaryPage, type StartupIdea } from '@founder/contracts';
import { reachedOverHttps } from '@founder/identity';
import { notAuthenticated } from '@founder/server-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Access } from '../access/access.service';
import { DEMO_IS_READ_ONLY } from '../access/messages';
import { Caller } from '../owners/caller.decorator';
import { ideaNotFound, IDEA_NOT_FOUND } from '../owners/idea-not-found';
import type { IdeaCaller, RequestWithCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { ownerCookie } from '../owners/owner-cookie';
import { CreateStartupIdeaDto } from './dto/create-startup-idea.dto';
import { ListIdeasQuery } from './dto/list-ideas.query';
import { changesSomething, NO_IDEA_SETTINGS, UpdateIdeaSettingsDto } from './dto/update-idea-settings.dto';
import { LimitedIdeaCreation } from './idea-creation-limit';
import { IdeasService, type NewIdeaOwner } from './ideas.service';
import { REGISTERED_DOCUMENT_KINDS, type DocumentKindFigures } from './registered-document-kinds';
import { IdeaSummaryPageResponse } from './idea-summary.response';
import { StartupIdeaResponse, toStartupIdeaBody } from './startup-idea.response';

@ApiTags('ideas')
@Controller('api')
@UseGuards(IdeaCallerGuard)
export class IdeasController {
  constructor(
    private readonly ideas: IdeasService,
    private readonly access: Access,
    @Inject(REGISTERED_DOCUMENT_KINDS) private readonly kinds: readonly DocumentKindFigures[],
  ) {}

  /** Submits an idea; an anonymous browser without an owner cookie gets one, and owns the idea through it. */
  @Post('startup-ideas')
  @LimitedIdeaCreation()
  @ApiCreatedResponse({ type: StartupIdeaResponse, description: 'The stored idea with its analysis' })
  async create(
    @Body() input: CreateStartupIdeaDto,
    @Caller() caller: IdeaCaller,
    @Req() request: RequestWithCaller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StartupIdea> {
    let owner: NewIdeaOwner;
    if (caller.userId !== null) owner = { userId: caller.userId, browserId: null };
    else if (caller.browserId !== null) owner = { userId: null, browserId: caller.browserId };
    else {
      owner = { userId: null, browserId: randomUUID() };
      reply.header('set-cookie', ownerCookie(owner.browserId, reachedOverHttps(request.headers['x-forwarded-proto'], request.protocol)));
    }
    // A new idea has no documents yet.
    return toStartupIdeaBody({ ...(await this.ideas.create(input, owner)), documents: [] }, this.kinds, null);
  }

  @Get('ideas')
  @ApiOkResponse({
    type: IdeaSummaryPageResponse,
    description:
      "With ?email: the caller's own ideas with this email (and the demo idea for its email). Without: the signed-in " +
      `founder's ideas and the ideas of the companies they are a member of; 401 when signed out. Newest first, ${IDEA_SUMMARY_PAGE_SIZE.default} unless ?limit= says otherwise, ` +
      `at most ${IDEA_SUMMARY_PAGE_SIZE.max}; ?cursor= is the nextCursor of the page before`,
  })
  async list(@Query() query: ListIdeasQuery, @Caller() caller: IdeaCaller): Promise<IdeaSummaryPage> {
    const page = { limit: query.limit, cursor: query.cursor };
    if (query.email !== undefined) return this.ideas.summaries({ email: query.email, caller }, page);
    if (caller.userId === null) throw notAuthenticated();
    return this.ideas.summaries({ userId: caller.userId }, page);
  }

  @Get('ideas/demo')
  @ApiOkResponse({ type: StartupIdeaResponse, description: "The demo idea behind 'Try Demo'" })
  async demo(): Promise<StartupIdea> {
    const demoId = await this.ideas.findDemoId();
    if (demoId === null) throw ideaNotFound();
    // Anyone reads the demo idea.
    return toStartupIdeaBody(await this.access.requireAccess({ userId: null }, 'idea.read', demoId), this.kinds, null);
  }

  @Get('ideas/:id')
  @ApiOkResponse({ type: StartupIdeaResponse, description: 'The idea' })
  @ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
  async findOne(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StartupIdea> {
    const idea = await this.access.requireAccess(caller, 'idea.read', id);
    return toStartupIdeaBody(idea, this.kinds, await this.access.companyRole(idea.companyId, caller));
  }

  @Patch('ideas/:id')
  @ApiOkResponse({ type: StartupIdeaResponse, description: 'The idea with its new company name, currency or country (the documents keep their numbers)' })
  @ApiBadRequestResponse({ description: `A field out of bounds or unknown, or none: '${NO_IDEA_SETTINGS}'` })
  @ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
  @ApiForbiddenResponse({ description: DEMO_IS_READ_ONLY })
  async updateSettings(@Param('id', IdeaIdPipe) id: number, @Body() settings: UpdateIdeaSettingsDto, @Caller() caller: IdeaCaller): Promise<StartupIdea> {
    if (!changesSomething(settings)) throw new BadRequestException(NO_IDEA_SETTINGS);
    const idea = await this.ideas.updateSettings(id, settings, caller);
    return toStartupIdeaBody(idea, this.kinds, await this.access.companyRole(idea.companyId, caller));
  }
}
