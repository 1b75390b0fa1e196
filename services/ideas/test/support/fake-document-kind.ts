import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Body, Controller, Get, Module, Param, Post, Put, Res, UseGuards, type StreamableFile } from '@nestjs/common';
import type { GenerationJob, IdeaDocument } from '@founder/contracts';
import type { FastifyReply } from 'fastify';
import { NotifierModule, ServiceCoreModule } from '@founder/server-kit';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { z } from 'zod';
import type { DocumentKind } from '../../src/idea-documents/document-kind';
import { DOCUMENT_KINDS } from '../../src/document-kinds/document-kinds';
import { ActivityModule } from '../../src/activity/activity.module';
import { IdeaDocumentsModule } from '../../src/idea-documents/idea-documents.module';
import { IdeasEnvironment } from '../../src/ideas-environment';
import { ideasDatabase } from '../../src/ideas-database';
import { IdeasRateLimitModule } from '../../src/ideas-rate-limits';
import { IdeasModule } from '../../src/ideas/ideas.module';
import { SharesModule } from '../../src/shares/shares.module';
import { DocumentRoute, exportOf, generatedAnswer, partIdPipe, regeneratedAnswer, respondsAsync } from '../../src/idea-documents/document-routes';
import { IdeaDocumentsService, type PartAnswer } from '../../src/idea-documents/idea-documents.service';
import { Caller } from '../../src/owners/caller.decorator';
import type { IdeaCaller } from '../../src/owners/idea-caller';
import { IdeaCallerGuard } from '../../src/owners/idea-caller.guard';
import { IdeaIdPipe } from '../../src/owners/idea-id.pipe';

/** A structured JSON part, like the financial model's: figures, not text. */
export interface Metrics {
  customers: number;
  churnRate: number;
}

export class MetricsEditDto implements Metrics {
  @ApiProperty()
  @Min(0)
  @IsInt()
  customers!: number;

  @ApiProperty()
  @Max(100)
  @Min(0)
  @IsNumber()
  churnRate!: number;
}

/** The optional body of generating the metrics: the founder's own customer count. */
export class GenerateMetricsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Min(0)
  @IsInt()
  customers?: number;
}

/**
 * A document kind that exists only in this test: one structured JSON part ('metrics') composed
 * from the idea or from the generate body, validated by its own DTO, exported as CSV, shareable.
 */
export const FAKE_KIND: DocumentKind<'metrics', Metrics, MetricsEditDto> = {
  kind: 'test-metrics',
  document: {
    label: 'test metrics',
    parts: [{ id: 'metrics', title: 'Metrics' }],
    compose: (context) => ({
      customers: (context.input as GenerateMetricsDto | undefined)?.customers ?? context.idea.ideaTitle.length * 10,
      churnRate: 4,
    }),
    partSchema: () => z.object({ customers: z.number().int().min(0), churnRate: z.number().min(0).max(100) }),
    describePart: () => 'an object {"customers": integer, "churnRate": percent}',
    problemWith: (value) => (typeof value === 'object' && value !== null ? null : 'metrics is not an object'),
    requiredFigures: () => [],
  },
  parts: { segment: 'parts', param: 'partId', notFound: 'Part not found' },
  edit: { body: MetricsEditDto, toPart: ({ customers, churnRate }) => ({ customers, churnRate }) },
  generateBody: GenerateMetricsDto,
  notGenerated: 'Generate the test metrics first',
  exports: [
    {
      extension: 'csv',
      contentType: 'text/csv; charset=utf-8',
      description: 'CSV of the metrics',
      render: (idea, content) => Buffer.from(`idea,customers,churnRate\n${idea.ideaTitle},${content.metrics.customers},${content.metrics.churnRate}\n`),
    },
  ],
  share: { page: '/test-metrics', field: 'testMetrics' },
  openApi: { tag: 'test metrics', generated: 'The metrics', saved: 'The saved metrics', regenerated: 'The regenerated metrics' },
};

const MetricsIdPipe = partIdPipe(FAKE_KIND);
const CSV = exportOf(FAKE_KIND, 'csv');

/** The fake kind's routes, declared as every kind's controller declares them, answered by the one engine. */
@Controller('api/startup-ideas/:id')
@UseGuards(IdeaCallerGuard)
export class FakeKindController {
  constructor(private readonly documents: IdeaDocumentsService) {}

  @Post('test-metrics')
  @DocumentRoute.generate(FAKE_KIND)
  async generate(@Param('id', IdeaIdPipe) id: number, @Body() request: GenerateMetricsDto, @Caller() caller: IdeaCaller, @Res({ passthrough: true }) reply: FastifyReply): Promise<Record<string, unknown> | GenerationJob> {
    return generatedAnswer(reply, await this.documents.generate(FAKE_KIND, id, caller, request, respondsAsync(reply)));
  }

  @Get('test-metrics')
  @DocumentRoute.read(FAKE_KIND)
  read(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<IdeaDocument> {
    return this.documents.read(FAKE_KIND, id, caller);
  }

  @Put('test-metrics/parts/:partId')
  @DocumentRoute.savePart(FAKE_KIND)
  savePart(@Param('id', IdeaIdPipe) id: number, @Param('partId', MetricsIdPipe) partId: string, @Body() edit: MetricsEditDto, @Caller() caller: IdeaCaller): Promise<PartAnswer> {
    return this.documents.savePart(FAKE_KIND, id, partId, edit, caller);
  }

  @Post('test-metrics/parts/:partId/regenerate')
  @DocumentRoute.regeneratePart(FAKE_KIND)
  async regeneratePart(@Param('id', IdeaIdPipe) id: number, @Param('partId', MetricsIdPipe) partId: string, @Caller() caller: IdeaCaller, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartAnswer | GenerationJob> {
    return regeneratedAnswer(reply, await this.documents.regeneratePart(FAKE_KIND, id, partId, caller, respondsAsync(reply)));
  }

  @Get('test-metrics.csv')
  @DocumentRoute.export(FAKE_KIND, CSV)
  exportCsv(@Param('id', IdeaIdPipe) id: number, @Caller() caller: IdeaCaller): Promise<StreamableFile> {
    return this.documents.export(FAKE_KIND, CSV, id, caller);
  }
}

/** The ideas app as AppModule builds it, with the fake kind registered beside the real ones. */
@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase }),
    NotifierModule.forService('ideas_notify'),
    IdeasRateLimitModule,
    ActivityModule,
    IdeasModule,
    IdeaDocumentsModule.forKinds([...DOCUMENT_KINDS, FAKE_KIND]),
    SharesModule,
  ],
  controllers: [FakeKindController],
})
export class FakeKindAppModule {}
