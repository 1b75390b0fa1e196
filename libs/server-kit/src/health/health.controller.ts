import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { appliedMigrations, migrationNames, pendingMigrations } from '../database/pending-migrations';
import type { ServiceDatabase } from '../database/service-database';
import { ReadinessChecks } from './readiness-checks';

export const SERVICE_DATABASE = Symbol('SERVICE_DATABASE');
const UP = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['up'] } } };
const ERROR_BODY = { type: 'object', required: ['statusCode', 'message'], properties: { statusCode: { type: 'integer' }, message: { type: 'string' } } };
export const DATABASE_UNREACHABLE = 'Database is unreachable';

/**
 * Health of an instance, on its own port (not proxied by the gateway):
 * - GET /health/live: 200 while the process answers; depends on nothing (a restart cures only that).
 * - GET /health/ready: 200 when it can serve: the database answers, every migration this build
 *   knows has run, and each of the service's own ReadinessChecks is met; else 503 naming the first
 *   that is not. Load balancers and rollouts send traffic on it.
 * - GET /health: the database check, as before (the launcher and the browser tests wait on it).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly knownMigrations: string[];

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_DATABASE) private readonly serviceDatabase: ServiceDatabase,
    private readonly readiness: ReadinessChecks,
  ) {
    this.knownMigrations = migrationNames(serviceDatabase);
  }

  @Get()
  @HealthCheck()
  async check() {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { connection: this.dataSource, timeout: 1500 })]);
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw new ServiceUnavailableException(DATABASE_UNREACHABLE);
      throw error;
    }
  }

  @Get('live')
  @ApiOkResponse({ description: 'The process answers', schema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({
    description: 'The instance can serve: its database, its migrations and its own checks',
    schema: { type: 'object', required: ['status', 'info'], properties: { status: { type: 'string', enum: ['ok'] }, info: { type: 'object', additionalProperties: UP } } },
  })
  @ApiServiceUnavailableResponse({ description: 'The first check that is not met', schema: ERROR_BODY })
  async ready() {
    await this.check();
    const applied = await appliedMigrations((sql) => this.dataSource.query(sql), this.serviceDatabase.schema).catch(() => {
      throw new ServiceUnavailableException(DATABASE_UNREACHABLE);
    });
    const pending = pendingMigrations(this.knownMigrations, applied);
    if (pending.length) throw new ServiceUnavailableException(`Migrations are not at this build's version: ${pending.length} pending (newest ${this.knownMigrations.at(-1)})`);
    const info: Record<string, { status: 'up' }> = { database: { status: 'up' }, migrations: { status: 'up' } };
    for (const [name, failure] of await this.readiness.results()) {
      if (failure) throw new ServiceUnavailableException(failure);
      info[name] = { status: 'up' };
    }
    return { status: 'ok', info };
  }
}
