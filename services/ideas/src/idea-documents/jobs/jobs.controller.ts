import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { GenerationJob } from '@founder/contracts';
import { RowIdPipe } from '@founder/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller } from '../../owners/caller.decorator';
import { IDEA_NOT_FOUND } from '../../owners/idea-not-found';
import type { IdeaCaller } from '../../owners/idea-caller';
import { IdeaCallerGuard } from '../../owners/idea-caller.guard';
import { IdeaIdPipe } from '../../owners/idea-id.pipe';
import { GENERATION_JOB_SCHEMA } from './job-schemas';
import { GenerationJobs, JOB_ALREADY_FINISHED, JOB_NOT_FOUND } from './generation-jobs.service';
import { JobEventStreams, STREAMS_PER_JOB, tooManyJobStreamsMessage } from './job-event-streams';

const JobIdPipe = new RowIdPipe(JOB_NOT_FOUND);

/** A generation job of an idea: read it, follow it (Server-Sent Events, at most STREAMS_PER_JOB at once), cancel it. Owner only. */
@ApiTags('generation jobs')
@ApiNotFoundResponse({ description: `${IDEA_NOT_FOUND} / ${JOB_NOT_FOUND}` })
@Controller('api/startup-ideas/:id/jobs/:jobId')
@UseGuards(IdeaCallerGuard)
export class JobsController {
  constructor(
    private readonly jobs: GenerationJobs,
    private readonly streams: JobEventStreams,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The job with its finished parts', schema: GENERATION_JOB_SCHEMA })
  read(@Param('id', IdeaIdPipe) id: number, @Param('jobId', JobIdPipe) jobId: number, @Caller() caller: IdeaCaller): Promise<GenerationJob> {
    return this.jobs.readable(id, jobId, caller);
  }

  @Get('events')
  @ApiProduces('text/event-stream')
  @ApiTooManyRequestsResponse({ description: tooManyJobStreamsMessage(STREAMS_PER_JOB) })
  @ApiOkResponse({
    description:
      'Server-Sent Events: `part` (id = its position; Last-Event-ID resumes after it) per finished part, then `end` with the job; a comment every 3 s meanwhile; ended after JOB_STREAM_IDLE_MS without a part (the browser opens it again)',
    content: { 'text/event-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  async events(
    @Param('id', IdeaIdPipe) id: number,
    @Param('jobId', JobIdPipe) jobId: number,
    @Caller() caller: IdeaCaller,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const job = await this.jobs.readable(id, jobId, caller, 'idea.follow');
    await this.streams.follow(job, reply, request.headers['last-event-id']);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The cancelled job: its finished parts stay on it, the document stays as it was', schema: GENERATION_JOB_SCHEMA })
  @ApiConflictResponse({ description: JOB_ALREADY_FINISHED })
  cancel(@Param('id', IdeaIdPipe) id: number, @Param('jobId', JobIdPipe) jobId: number, @Caller() caller: IdeaCaller): Promise<GenerationJob> {
    return this.jobs.cancel(id, jobId, caller);
  }
}
