import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiOffOnWorkersGuard } from './api-off-on-workers.guard';

/** What IDEAS_ROLE changes at the HTTP edge: a worker-only instance answers only /health/*. (Its queues: GenerationJobs.) */
@Module({ providers: [{ provide: APP_GUARD, useClass: ApiOffOnWorkersGuard }] })
export class InstanceRoleModule {}
