import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@founder/server-kit';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import type { DocumentKind } from '../../src/idea-documents/document-kind';
import { DOCUMENT_KINDS } from '../../src/document-kinds/document-kinds';
import { DocumentsModule } from '../../src/idea-documents/documents.module';
import { IdeasEnvironment } from '../../src/ideas-environment';
import { ideasDatabase } from '../../src/ideas-database';
import { IdeasRateLimitModule } from '../../src/ideas-rate-limits';
import { IdeasModule } from '../../src/ideas/ideas.module';
import { SharesModule } from '../../src/shares/shares.module';

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

/** The ideas app as AppModule builds it, with the fake kind registered beside the real ones. */
@Module({
  imports: [
    ServiceCoreModule.forService({ name: 'ideas', environment: IdeasEnvironment, database: ideasDatabase }),
    IdeasRateLimitModule,
    IdeasModule,
    DocumentsModule.forKinds([...DOCUMENT_KINDS, FAKE_KIND]),
    SharesModule,
  ],
})
export class FakeKindAppModule {}
