import { Controller, Get, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { HttpMetrics } from './http-metrics';

/** GET /metrics: Prometheus text. Outside /api, so the gateway never proxies it; scraped on the service's own port. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: HttpMetrics,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  @Get()
  async scrape(@Res() response: unknown): Promise<void> {
    const { contentType, body } = await this.metrics.exposition();
    const adapter = this.adapterHost.httpAdapter;
    adapter.setHeader(response, 'content-type', contentType);
    adapter.setHeader(response, 'cache-control', 'no-store');
    adapter.reply(response, body, 200);
  }
}
