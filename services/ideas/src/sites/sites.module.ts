import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdeasModule } from '../ideas/ideas.module';
import { IdeaDocumentEntity } from '../idea-documents/idea-document.entity';
import { SignupRateLimit } from './signup-rate-limit';
import { SitePagesController } from './site-pages.controller';
import { SiteSignupsController } from './site-signups.controller';
import { SiteSignupsService } from './site-signups.service';
import { SiteSignupEntity } from './site-signup.entity';
import { SiteEntity } from './site.entity';
import { SitesController } from './sites.controller';
import { SitesService } from './sites.service';

/**
 * The website builder's sites (/api/companies/{id}/site), their early-access lists (.../site/sign-ups)
 * and the published pages (/sites/{slug}).
 * The early-access form's application/x-www-form-urlencoded body is parsed by Nest's Fastify adapter.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SiteEntity, SiteSignupEntity, IdeaDocumentEntity]), IdeasModule],
  controllers: [SitesController, SiteSignupsController, SitePagesController],
  providers: [SitesService, SiteSignupsService, SignupRateLimit],
})
export class SitesModule {}
