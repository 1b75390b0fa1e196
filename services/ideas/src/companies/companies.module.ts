import multipart from '@fastify/multipart';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { COMPANY_LOGO_MAX_BYTES } from '@founder/contracts';
import type { FastifyInstance } from 'fastify';
import { IdeasModule } from '../ideas/ideas.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyAccess } from './company-access.service';
import { CompanyIdea } from './company-idea.service';
import { CompanyEntity } from './company.entity';

/** /api/companies: the founder's companies, their workspace progress and the work the AI tools wrote. */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity]), IdeasModule],
  controllers: [CompaniesController],
  providers: [CompaniesService, CompanyAccess, CompanyIdea],
  exports: [CompanyAccess, CompanyIdea],
})
export class CompaniesModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** multipart/form-data (the logo upload) is streamed by @fastify/multipart, limited per file, not by the 1 MB JSON limit. */
  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(multipart, { limits: { fileSize: COMPANY_LOGO_MAX_BYTES, files: 1 } });
  }
}
