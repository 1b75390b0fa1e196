import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpMetrics } from '@founder/server-kit';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';

/**
 * data_room_stored_bytes: what the data rooms hold, read from the database when Prometheus scrapes,
 * so the figure is the same whichever storage (filesystem or S3) keeps the files.
 */
@Module({})
export class StorageMetricsModule implements OnModuleInit {
  constructor(
    private readonly metrics: HttpMetrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const dataSource = this.dataSource;
    new Gauge({
      name: 'data_room_stored_bytes',
      help: "Bytes of the files stored in every company's data room",
      registers: [this.metrics.registry],
      async collect() {
        const [{ bytes }] = await dataSource.query(`SELECT coalesce(sum("size"), 0)::float8 AS bytes FROM "ideas"."data_room_documents"`);
        this.set(bytes);
      },
    });
  }
}
