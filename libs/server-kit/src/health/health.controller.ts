import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** GET /health: 200 while the database answers, 503 {statusCode, message} otherwise. Not proxied by the gateway. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @HealthCheck()
  async check() {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { connection: this.dataSource, timeout: 1500 })]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw new ServiceUnavailableException('Database is unreachable');
      throw error;
    }
  }
}
