import { Body, Controller, Get, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { IDEA_SUMMARY_PAGE_SIZE, type IdeaSummary, type StartupIdea } from '@founder/contracts';
import { reachedOverHttps } from '@founder/identity';
import { notAuthenticated, pageSizeOf } from '@founder/server-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Caller } from '../owners/caller.decorator';
import { ideaNotFound, IdeaAccess, IDEA_NOT_FOUND } from '../owners/idea-access.service';
import type { IdeaCaller, RequestWithCaller } from '../owners/idea-caller';
import { IdeaCallerGuard } from '../owners/idea-caller.guard';
import { IdeaIdPipe } from '../owners/idea-id.pipe';
import { ownerCookie } from '../owners/owner-cookie';
import { CreateStartupIdeaDto } from './dto/create-startup-idea.dto';
import { ListIdeasQuery } from './dto/list-ideas.query';
import { IdeasService, type NewIdeaOwner } from './ideas.service';
import { IdeaSummaryResponse } from './idea-summary.response';
import { StartupIdeaResponse, toStartupIdeaBody } from './startup-idea.response';

@ApiTags('ideas')
@Controller('api')
@UseGuards(IdeaCallerGuard)
export class IdeasController {
  constructor(
    private readonly ideas: IdeasService,
    private readonly access: IdeaAccess,
  ) {}

  /** Submits an idea; an anonymous browser without an owner cookie gets one, and owns the idea through it. */
  @Post('startup-ideas')
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
    return toStartupIdeaBody(await this.ideas.create(input, owner));
  }

  @Get('ideas')
  @ApiExtraModels(StartupIdeaResponse, IdeaSummaryResponse)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(StartupIdeaResponse) } },
        { type: 'array', items: { $ref: getSchemaPath(IdeaSummaryResponse) } },
      ],
    },
    description:
      "With ?email: the caller's own ideas with this email, newest first (StartupIdea[]). Without: the signed-in " +
      `founder's ideas, newest first (IdeaSummary[]), ${IDEA_SUMMARY_PAGE_SIZE.default} unless ?limit= says otherwise, at most ${IDEA_SUMMARY_PAGE_SIZE.max}; 401 when signed out`,
  })
  async list(@Query() query: ListIdeasQuery, @Caller() caller: IdeaCaller): Promise<StartupIdea[] | IdeaSummary[]> {
    if (query.email !== undefined) return (await this.ideas.listByEmail(query.email, caller)).map(toStartupIdeaBody);
    if (caller.userId === null) throw notAuthenticated();
    return this.ideas.summariesOf(caller.userId, pageSizeOf(query.limit, IDEA_SUMMARY_PAGE_SIZE));
  }

  @Get('ideas/demo')
  @ApiOkResponse({ type: StartupIdeaResponse, description: "The demo idea behind 'Try Demo'" })
  async demo(): Promise<StartupIdea> {
    const demo = await this.ideas.findDemo();
    if (!demo) throw ideaNotFound();
    return toStartupIdeaBody(demo);
  }

  @Get('ideas/:id')
  @ApiOkResponse({ type: StartupIdeaResponse, description: 'The idea' })
  @ApiNotFoundResponse({ description: IDEA_NOT_FOUND })
  async findOne(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StartupIdea> {
    return toStartupIdeaBody(await this.access.readable(id, caller));
  }
}
